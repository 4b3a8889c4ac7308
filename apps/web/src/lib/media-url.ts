import { apiBase } from './api-base';
import { readToken } from './session-storage';

/** Media load through the files API; the token rides in the query because <img>/<audio> send no header. */
export function mediaUrl(fileId: string): string {
  const query = new URLSearchParams({ access_token: readToken() ?? '' });
  return `${apiBase()}files/${encodeURIComponent(fileId)}/download?${query.toString()}`;
}
