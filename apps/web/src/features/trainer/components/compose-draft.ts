import type { ClassMessageBody } from '@espace/contracts/messages';
import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX, MESSAGE_TIME_ZONE, SCHEDULE_AHEAD_DAYS_MAX } from '@espace/domain/messages/message-vocabulary';
import { instantOfLocalTime, localTimeOf, sendTimeRefusal } from '@espace/domain/messages/send-time';
import type { RosterView } from '@espace/domain/trainer/roster-vocabulary';
import { useTranslation } from '../../../lib/i18n/use-translation';

/** Who a message is for: learners named one by one, or every learner of a roster view (and search), `count` as the roster counted them. */
export type ComposeRecipients =
  { kind: 'learners'; learners: readonly { id: string; displayName: string }[] } | { kind: 'view'; view: RosterView; search: string; count: number };

/** What the compose dialog holds while the trainer types: `sendAt` as the date-time field gives it, in Europe/Paris. */
export interface Draft {
  subject: string;
  body: string;
  when: 'now' | 'later';
  sendAt: string;
}
export type DraftField = 'subject' | 'body' | 'sendAt';
type Problem = 'required' | 'tooLong' | 'sendAtRequired' | 'sendAtInvalid' | 'sendAtPast' | 'sendAtTooFar';

/** Why the draft cannot be sent yet, by field: the server's rules (the contract's limits, sendTimeRefusal), checked before asking it. */
export function draftProblems(draft: Draft, now: Date): Partial<Record<DraftField, Problem>> {
  const text = (value: string, max: number): Problem | undefined => (value.trim() === '' ? 'required' : value.trim().length > max ? 'tooLong' : undefined);
  const problems: Partial<Record<DraftField, Problem>> = {};
  const subject = text(draft.subject, MESSAGE_SUBJECT_MAX);
  const body = text(draft.body, MESSAGE_BODY_MAX);
  if (subject) problems.subject = subject;
  if (body) problems.body = body;
  if (draft.when === 'later') {
    const instant = instantOfLocalTime(draft.sendAt, MESSAGE_TIME_ZONE);
    const refusal = draft.sendAt === '' ? 'required' : instant === null ? 'invalid' : sendTimeRefusal(instant, now);
    const named = { required: 'sendAtRequired', invalid: 'sendAtInvalid', past: 'sendAtPast', tooFar: 'sendAtTooFar' } as const;
    if (refusal !== null) problems.sendAt = named[refusal];
  }
  return problems;
}

/** The request a valid draft makes. */
export function requestOf(draft: Draft, recipients: ComposeRecipients): ClassMessageBody {
  const sendAt = draft.when === 'later' ? instantOfLocalTime(draft.sendAt, MESSAGE_TIME_ZONE) : null;
  return {
    recipients:
      recipients.kind === 'learners' ? { learnerIds: recipients.learners.map((learner) => learner.id) } : { view: recipients.view, search: recipients.search },
    subject: draft.subject.trim(),
    body: draft.body.trim(),
    ...(sendAt === null ? {} : { sendAt: sendAt.toISOString() }),
  };
}

/** The date-time field's bounds, in Europe/Paris: from the next minute to SCHEDULE_AHEAD_DAYS_MAX days ahead. */
export function scheduleBounds(now: Date): { min: string; max: string } {
  return {
    min: localTimeOf(new Date(now.getTime() + 60_000), MESSAGE_TIME_ZONE),
    max: localTimeOf(new Date(now.getTime() + SCHEDULE_AHEAD_DAYS_MAX * 86_400_000), MESSAGE_TIME_ZONE),
  };
}

/** The names shown before « and N others ». */
const NAMES_SHOWN = 5;

/** Who the message is for, in a sentence: the names (the first few), or the view and its count. */
export function useRecipientsText(recipients: ComposeRecipients): string {
  const { t, i18n } = useTranslation();
  if (recipients.kind === 'view') {
    const view = t(`trainer.roster.view.${recipients.view}`);
    return recipients.search === ''
      ? t('trainer.compose.toView', { count: recipients.count, view })
      : t('trainer.compose.toViewSearch', { count: recipients.count, view, search: recipients.search });
  }
  const names = recipients.learners.slice(0, NAMES_SHOWN).map((learner) => learner.displayName);
  const others = recipients.learners.length - names.length;
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    others > 0 ? [...names, t('trainer.compose.others', { count: others })] : names,
  );
  return t('trainer.compose.toLearners', { count: recipients.learners.length, names: list });
}
