import type { AppFile } from '@espace/contracts/files';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { type RecordInput, useUploadFile } from '../api/log-book';
import { AttachmentList } from './attachment-list';
import { BusyButton } from '../../../lib/forms/busy-button';

/** The supported file types (docs/product/data-model.md#files-and-libraries): a hint for the file picker; the server decides (TYPE_ERROR). */
const accepted =
  'image/jpeg,image/png,image/gif,application/pdf,audio/mpeg,audio/mp3,video/mp4,video/webm,video/ogg,video/x-msvideo,video/quicktime,video/x-ms-wmv,video/x-flv';

export interface RecordFormProps {
  /** Replies have no title. */
  withTitle: boolean;
  initial?: { title: string; message: string; files: AppFile[] };
  submitLabel: string;
  busy: boolean;
  error: unknown;
  onSubmit: (input: RecordInput) => void;
  onCancel?: () => void;
  label: string;
}

/** Writing a record, an edit or a reply: title, message and attachments uploaded as they are picked. */
export function RecordForm({ withTitle, initial, submitLabel, busy, error, onSubmit, onCancel, label }: RecordFormProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const ids = { title: useId(), message: useId(), files: useId(), messageError: useId() };
  const [title, setTitle] = useState(initial?.title ?? '');
  const [message, setMessage] = useState(initial?.message ?? '');
  const [files, setFiles] = useState<AppFile[]>(initial?.files ?? []);
  const [missing, setMissing] = useState(false);
  // Files the server refused stay listed with the reason until removed: a save never drops one silently.
  const [refused, setRefused] = useState<{ key: number; name: string; reason: string }[]>([]);
  const [refusedBlocking, setRefusedBlocking] = useState(false);
  const upload = useUploadFile();
  const failure = error;

  const pick = async (list: FileList | null) => {
    for (const file of Array.from(list ?? [])) {
      const stored = await upload.mutateAsync(file).catch((cause: unknown) => {
        setRefused((current) => [...current, { key: Date.now() + current.length, name: file.name, reason: errorText(cause).message }]);
        return null;
      });
      if (stored) setFiles((current) => [...current, stored]);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(message.trim() === '');
    setRefusedBlocking(refused.length > 0);
    if (message.trim() === '' || upload.isPending || refused.length > 0) return;
    onSubmit({ ...(withTitle ? { title: title.trim() || null } : {}), message: message.trim(), attachmentIds: files.map((file) => file.id) });
  };
  return (
    <form className="record-form" onSubmit={submit} aria-label={label} noValidate>
      {withTitle && (
        <div className="field">
          <label htmlFor={ids.title}>{t('logbook.form.title')}</label>
          <input id={ids.title} value={title} onChange={(event) => setTitle(event.target.value)} maxLength={200} />
        </div>
      )}
      <div className="field">
        <label htmlFor={ids.message}>{t('logbook.form.message')}</label>
        <textarea
          id={ids.message}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          rows={4}
          maxLength={10_000}
          required
          aria-invalid={missing || undefined}
          aria-describedby={missing ? ids.messageError : undefined}
        />
        {missing && (
          <p id={ids.messageError} className="field__error" role="alert">
            {t('logbook.form.messageRequired')}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor={ids.files}>{t('logbook.form.attachments')}</label>
        <input
          id={ids.files}
          type="file"
          multiple
          accept={accepted}
          onChange={(event) => {
            const input = event.currentTarget;
            void pick(input.files).then(() => {
              input.value = '';
            });
          }}
        />
        {upload.isPending && <p role="status">{t('logbook.form.uploading')}</p>}
        <AttachmentList
          files={files}
          label={t('logbook.attachments.label')}
          onRemove={(id) => setFiles((current) => current.filter((file) => file.id !== id))}
        />
        {refused.length > 0 && (
          <ul className="record-form__refused" aria-label={t('logbook.attachments.refused')}>
            {refused.map((item) => (
              <li key={item.key}>
                <span>{t('logbook.attachments.refusedItem', { name: item.name, reason: item.reason })}</span>
                <button
                  type="button"
                  className="button button--ghost"
                  aria-label={t('logbook.attachments.remove', { name: item.name })}
                  onClick={() => {
                    setRefused((current) => current.filter((other) => other.key !== item.key));
                    setRefusedBlocking(false);
                  }}
                >
                  {t('logbook.attachments.removeShort')}
                </button>
              </li>
            ))}
          </ul>
        )}
        {refusedBlocking && refused.length > 0 && (
          <p className="field__error" role="alert">
            {t('logbook.attachments.removeRefused')}
          </p>
        )}
      </div>
      {failure !== null && failure !== undefined && (
        <p className="alert alert--error" role="alert">
          {errorText(failure).message}
        </p>
      )}
      <div className="record-form__actions">
        {onCancel && (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('logbook.form.cancel')}
          </button>
        )}
        <BusyButton className="button button--primary" busy={busy || upload.isPending}>
          {submitLabel}
        </BusyButton>
      </div>
    </form>
  );
}
