export interface LaunchNoticeProps {
  /** `launching`: a polite status; `problem`: an error alert; `notice`: an alert the learner acts on. */
  kind: 'launching' | 'problem' | 'notice';
  message: string;
  /** The one way on: try again, or open the activity here. */
  action?: { label: string; onClick: () => void } | undefined;
}

/** What an activity's frame shows in the activity's place: its launch under way, or why it is not there, with the one way on. */
export function LaunchNotice({ kind, message, action }: LaunchNoticeProps) {
  if (kind === 'launching') {
    return (
      <p className="viewer-message" role="status">
        {message}
      </p>
    );
  }
  const tone = kind === 'problem' ? 'alert--error' : 'alert--info';
  if (!action) {
    return (
      <p className={`alert ${tone} viewer-message`} role="alert">
        {message}
      </p>
    );
  }
  return (
    <div className={`alert ${tone} viewer-message`} role="alert">
      <p>{message}</p>
      <button type="button" className={`button ${kind === 'problem' ? 'button--secondary' : 'button--primary'}`} onClick={action.onClick}>
        {action.label}
      </button>
    </div>
  );
}
