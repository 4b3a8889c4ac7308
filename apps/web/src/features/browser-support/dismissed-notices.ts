/** Notices a learner closed stay closed for the browser session (tab), not forever. */
const key = (notice: string) => `notice_dismissed_${notice}`;

export function isNoticeDismissed(notice: string): boolean {
  try {
    return window.sessionStorage.getItem(key(notice)) === '1';
  } catch {
    // Storage can be refused (privacy modes): the notice then shows again on reload.
    return false;
  }
}

export function dismissNotice(notice: string): void {
  try {
    window.sessionStorage.setItem(key(notice), '1');
  } catch {
    // See isNoticeDismissed.
  }
}
