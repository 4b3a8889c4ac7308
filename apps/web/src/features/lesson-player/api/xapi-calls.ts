import type { PageXapiState, XapiLaunch } from '@espace/contracts/xapi';
import { apiRequest } from '../../../lib/api-client';

const pagePath = (lessonId: string, pageId: string) => `lessons/${encodeURIComponent(lessonId)}/pages/${encodeURIComponent(pageId)}`;

/** A launch of an activity of the current page: its own credentials (or a cmi5 fetch URL), the learner's agent, the registration. */
export function launchActivity(lessonId: string, pageId: string, url: string): Promise<XapiLaunch> {
  return apiRequest<XapiLaunch>(`${pagePath(lessonId, pageId)}/xapi-launch`, { method: 'POST', body: { url } });
}

/** Whether the activity's statements completed the page yet, and its score. */
export function getPageXapiState(lessonId: string, pageId: string): Promise<PageXapiState> {
  return apiRequest<PageXapiState>(`${pagePath(lessonId, pageId)}/xapi-state`);
}
