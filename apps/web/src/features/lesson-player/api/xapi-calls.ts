import { type PageXapiState, pageXapiStateSchema, type XapiLaunch, xapiLaunchSchema } from '@espace/contracts/xapi';
import { apiRequest } from '../../../lib/api-client';

const pagePath = (lessonId: string, pageId: string) => `lessons/${encodeURIComponent(lessonId)}/pages/${encodeURIComponent(pageId)}`;

/** A launch of an activity of the current page: its own credentials (or a cmi5 fetch URL), the learner's agent, the registration. */
export function launchActivity(lessonId: string, pageId: string, url: string): Promise<XapiLaunch> {
  return apiRequest(`${pagePath(lessonId, pageId)}/xapi-launch`, {
    method: 'POST',
    body: { url },
    contract: import.meta.env.DEV ? xapiLaunchSchema : undefined,
  });
}

/** Whether the activity's statements completed the page yet, and its score. */
export function getPageXapiState(lessonId: string, pageId: string): Promise<PageXapiState> {
  return apiRequest(`${pagePath(lessonId, pageId)}/xapi-state`, { contract: import.meta.env.DEV ? pageXapiStateSchema : undefined });
}
