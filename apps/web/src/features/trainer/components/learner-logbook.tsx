import type { LearnerLogbook } from '@espace/contracts/trainer';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useLearnerLogbook, useReplyToNote } from '../api/trainer-api';
import { useDateTime } from '../../../lib/use-date-time';
import { BusyButton } from '../../../lib/forms/busy-button';

type Note = LearnerLogbook['items'][number];
const REPLY_MAX = 4000;

function Entry({ entry }: { entry: Omit<Note, 'replies'> }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  return (
    <>
      <p className="logbook-entry__meta">{t('trainer.logbook.by', { name: entry.author.displayName, date: dateTime(entry.createdAt, '') })}</p>
      <p className="logbook-entry__message">{entry.message}</p>
      {entry.attachmentCount > 0 && <p className="logbook-entry__meta">{t('trainer.logbook.attachments', { count: entry.attachmentCount })}</p>}
    </>
  );
}

function ReplyForm({ classId, userId, note }: { classId: string; userId: string; note: Note }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const dateTime = useDateTime();
  const fieldId = useId();
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reply = useReplyToNote(classId, userId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    if (text === '') return setProblem(t('trainer.logbook.required'));
    if (text.length > REPLY_MAX) return setProblem(t('trainer.logbook.tooLong'));
    setProblem(null);
    reply.mutate({ noteId: note.id, message: text }, { onSuccess: () => setMessage('') });
  };
  const label =
    note.title === null ? t('trainer.logbook.replyToUntitled', { date: dateTime(note.createdAt, '') }) : t('trainer.logbook.replyTo', { title: note.title });
  const error = problem ?? (reply.isError ? errorText(reply.error).message : null);
  return (
    <form className="logbook-reply" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={fieldId}>{label}</label>
        <textarea
          className="control"
          id={fieldId}
          rows={3}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error === null ? undefined : `${fieldId}-error`}
        />
        {error !== null && (
          <p id={`${fieldId}-error`} className="alert alert--error" role="alert">
            {error}
          </p>
        )}
      </div>
      <BusyButton className="button button--primary" busy={reply.isPending}>
        {t('trainer.logbook.send')}
      </BusyButton>
      {reply.isSuccess && message === '' && (
        <p className="logbook-reply__sent" role="status">
          {t('trainer.logbook.sent')}
        </p>
      )}
    </form>
  );
}

/** A learner's log-book as their trainers read it, each note with its replies and a form to reply. */
export function LearnerLogbookSection({ classId, userId }: { classId: string; userId: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const logbook = useLearnerLogbook(classId, userId);
  return (
    <section className="trainer-section" aria-labelledby="learner-logbook">
      <h2 id="learner-logbook">{t('trainer.logbook.title')}</h2>
      {logbook.isError && (
        <p className="alert alert--error" role="alert">
          {errorText(logbook.error).message}
        </p>
      )}
      {logbook.data?.items.length === 0 && <p>{t('trainer.logbook.empty')}</p>}
      <ul className="logbook-notes">
        {logbook.data?.items.map((note) => (
          <li key={note.id} className="staff-card logbook-entry">
            {note.title !== null && <h3 className="staff-card__title">{note.title}</h3>}
            <Entry entry={note} />
            {note.replies.length > 0 && (
              <ul className="logbook-replies">
                {note.replies.map((reply) => (
                  <li key={reply.id} className="logbook-entry logbook-entry--reply">
                    <Entry entry={reply} />
                  </li>
                ))}
              </ul>
            )}
            <ReplyForm classId={classId} userId={userId} note={note} />
          </li>
        ))}
      </ul>
    </section>
  );
}
