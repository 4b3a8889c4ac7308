import { type ScormLaunch, scormLaunchSchema } from '@espace/contracts/scorm';
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

/** A session of the current page's SCORM SCO (docs/scorm.md#launch); 409 SCO_OPEN_ELSEWHERE while another tab has it, unless `takeOver`. */
export function launchSco(lessonId: string, pageId: string, takeOver: boolean): Promise<ScormLaunch> {
  return apiRequest(`${pagePath(lessonId, pageId)}/scorm-launch`, {
    method: 'POST',
    body: { takeOver },
    contract: import.meta.env.DEV ? scormLaunchSchema : undefined,
  });
}

/** Whether the activity's statements completed the page yet, and its score. */
export function getPageXapiState(lessonId: string, pageId: string): Promise<PageXapiState> {
  return apiRequest(`${pagePath(lessonId, pageId)}/xapi-state`, { contract: import.meta.env.DEV ? pageXapiStateSchema : undefined });
}
