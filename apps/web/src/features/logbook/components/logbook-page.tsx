import type { AppFile } from '@espace/contracts/files';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { type LogBookOwner, useAttachments, useLogBook, useLogBookMutations } from '../api/log-book';
import { RecordForm } from './record-form';
import { RecordItem } from './record-item';
import './logbook.css';

/** The logbook tab (docs/product/screens-and-routes.md#logbook): the learner's own records, newest activity first, with replies and attachments. */
export function LogbookPage({ owner, userId }: { owner: LogBookOwner; userId: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const records = useLogBook(owner);
  const { create } = useLogBookMutations(owner);
  const [formKey, setFormKey] = useState(0);
  const everyAttachment = (records.data ?? []).flatMap((record) => [record, ...(record.replies ?? [])]).flatMap((entry) => entry.attachmentIds);
  const attachments = useAttachments(everyAttachment);
  const files = new Map<string, AppFile>((attachments.data ?? []).map((file) => [file.id, file]));
  return (
    <div className="logbook">
      <section aria-labelledby="logbook-new">
        <h2 id="logbook-new">{t('logbook.create.title')}</h2>
        <RecordForm
          key={formKey}
          withTitle
          label={t('logbook.create.title')}
          submitLabel={t('logbook.create.submit')}
          busy={create.isPending}
          error={create.error}
          onSubmit={(input) => create.mutate(input, { onSuccess: () => setFormKey((key) => key + 1) })}
        />
      </section>
      <section aria-labelledby="logbook-list">
        <h2 id="logbook-list">{t('logbook.list.title')}</h2>
        {records.isPending && <p role="status">{t('logbook.list.loading')}</p>}
        {records.isError && (
          <p className="alert alert--error" role="alert">
            {errorText(records.error).message}
          </p>
        )}
        {records.data?.length === 0 && <p>{t('logbook.list.empty')}</p>}
        {records.data && records.data.length > 0 && (
          <ul className="logbook__records" aria-label={t('logbook.list.title')}>
            {records.data.map((record) => (
              <li key={record.id}>
                <RecordItem record={record} owner={owner} userId={userId} files={files} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
