import type { AppFile } from '@espace/contracts/files';
import { dateTimeFormat } from '@espace/domain/display/formatters';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { type LogBookOwner, type LogBookRecord, type LogBookReply, useLogBookMutations } from '../api/log-book';
import { AttachmentList } from './attachment-list';
import { DeleteRecordButton } from './delete-record-button';
import { RecordForm } from './record-form';

interface EntryProps {
  entry: LogBookRecord | LogBookReply;
  owner: LogBookOwner;
  userId: string;
  files: ReadonlyMap<string, AppFile>;
}

const filesOf = (entry: LogBookReply, files: ReadonlyMap<string, AppFile>) =>
  entry.attachmentIds.flatMap((id) => {
    const file = files.get(id);
    return file ? [file] : [];
  });

/** One record or reply: author and date, message, attachments; its author may edit or delete it. */
function Entry({ entry, owner, userId, files }: EntryProps) {
  const { t, i18n } = useTranslation();
  const { update } = useLogBookMutations(owner);
  const [editing, setEditing] = useState(false);
  const attachments = filesOf(entry, files);
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(entry.createdAt));
  const name = entry.title ?? t('logbook.untitled');
  if (editing) {
    return (
      <RecordForm
        withTitle={entry.parentId === null}
        initial={{ title: entry.title ?? '', message: entry.message, files: attachments }}
        label={t('logbook.edit.label', { name })}
        submitLabel={t('logbook.edit.submit')}
        busy={update.isPending}
        error={update.error}
        onCancel={() => setEditing(false)}
        onSubmit={(input) => update.mutate({ id: entry.id, ...input }, { onSuccess: () => setEditing(false) })}
      />
    );
  }
  return (
    <div className="record__entry">
      <p className="record__meta">{t('logbook.meta', { author: entry.user?.displayName ?? t('logbook.me'), date })}</p>
      <p className="record__message">{entry.message}</p>
      <AttachmentList files={attachments} label={t('logbook.attachments.of', { name })} />
      {entry.userId === userId && (
        <div className="record__tools">
          <button type="button" className="button button--ghost" onClick={() => setEditing(true)} aria-label={t('logbook.edit.openNamed', { name })}>
            {t('logbook.edit.open')}
          </button>
          <DeleteRecordButton id={entry.id} name={name} owner={owner} />
        </div>
      )}
    </div>
  );
}

/** A record with its replies (oldest first) and a reply form. */
export function RecordItem(props: Omit<EntryProps, 'entry'> & { record: LogBookRecord }) {
  const { t } = useTranslation();
  const { record, owner } = props;
  const { create } = useLogBookMutations(owner);
  const [replying, setReplying] = useState(false);
  const name = record.title ?? t('logbook.untitled');
  return (
    <article className="record" aria-label={name}>
      <h3>{name}</h3>
      <Entry {...props} entry={record} />
      {(record.replies ?? []).length > 0 && (
        <ul className="record__replies" aria-label={t('logbook.reply.list', { name })}>
          {(record.replies ?? []).map((reply) => (
            <li key={reply.id}>
              <Entry {...props} entry={reply} />
            </li>
          ))}
        </ul>
      )}
      {replying ? (
        <RecordForm
          withTitle={false}
          label={t('logbook.reply.label', { name })}
          submitLabel={t('logbook.reply.submit')}
          busy={create.isPending}
          error={create.error}
          onCancel={() => setReplying(false)}
          onSubmit={(input) => create.mutate({ ...input, parentId: record.id }, { onSuccess: () => setReplying(false) })}
        />
      ) : (
        <button type="button" className="button button--secondary" onClick={() => setReplying(true)} aria-label={t('logbook.reply.openNamed', { name })}>
          {t('logbook.reply.open')}
        </button>
      )}
    </article>
  );
}
