import type { MailPreferences, UpdateMailPreferences } from '@espace/contracts/mail-preferences';
import { type MailFrequency, mailFrequencies } from '@espace/domain/notifications/mail-delivery';
import type { NotificationKind } from '@espace/domain/notifications/notification-kinds';
import { type FormEvent, useId, useState } from 'react';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { BusyButton } from '../../../lib/forms/busy-button';
import { describedByOf, FieldError, FieldHint } from '../../../lib/forms/field-notes';
import { FormFailure } from '../../../lib/forms/form-failure';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useMyMailPreferences, useUpdateMailPreferences } from '../api/mail-preferences';

/**
 * « Notifications par e-mail » (docs/product/screens-and-routes.md#email-notifications): how each
 * kind of notification is mailed, and quiet hours. A kind a mail's link unsubscribed shows as
 * « Jamais »; choosing another frequency and saving undoes it.
 */
export function MailPreferencesSection() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const preferences = useMyMailPreferences();
  return (
    <section className="mail-preferences" aria-labelledby="mail-preferences-title">
      <h2 id="mail-preferences-title">{t('account.mailPreferences.title')}</h2>
      <p>{t('account.mailPreferences.explain')}</p>
      {preferences.isPending && <p className="page-status">{t('account.mailPreferences.loading')}</p>}
      {preferences.isError && <FormFailure title={t('account.mailPreferences.loadFailed')} message={errorText(preferences.error).message} />}
      {preferences.isSuccess && <MailPreferencesForm stored={preferences.data} />}
    </section>
  );
}

interface Draft {
  frequencies: Record<NotificationKind, MailFrequency>;
  quiet: boolean;
  from: string;
  to: string;
}

const draftOf = (stored: MailPreferences): Draft => ({
  frequencies: Object.fromEntries(stored.kinds.map(({ kind, frequency }) => [kind, frequency])) as Record<NotificationKind, MailFrequency>,
  quiet: stored.quietHours !== null,
  // Quiet hours switched on for the first time start as a night.
  from: stored.quietHours?.from ?? '22:00',
  to: stored.quietHours?.to ?? '07:00',
});

function MailPreferencesForm({ stored }: { stored: MailPreferences }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const save = useUpdateMailPreferences();
  const [draft, setDraft] = useState(() => draftOf(stored));
  const [status, setStatus] = useState<'saved' | null>(null);
  const [checked, setChecked] = useState(false);
  const id = useId();

  const timeError = (value: string) => (value === '' ? t('account.mailPreferences.timeRequired') : undefined);
  const errors = draft.quiet
    ? { from: timeError(draft.from), to: timeError(draft.to) ?? (draft.from === draft.to ? t('account.mailPreferences.sameTimes') : undefined) }
    : { from: undefined, to: undefined };
  const shown = (error: string | undefined) => (checked ? error : undefined);

  const edit = (change: Partial<Draft>) => {
    setDraft((previous) => ({ ...previous, ...change }));
    setStatus(null);
    save.reset();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    setStatus(null);
    if (save.isPending || errors.from !== undefined || errors.to !== undefined) return;
    const body: UpdateMailPreferences = {
      kinds: stored.kinds.map(({ kind }) => ({ kind, frequency: draft.frequencies[kind] })),
      quietHours: draft.quiet ? { from: draft.from, to: draft.to } : null,
    };
    // A failure keeps every choice in place.
    save.mutate(body, {
      // The answer is what is stored now: the query holds it (api/mail-preferences.ts), the draft starts from it.
      onSuccess: (answer) => {
        setDraft(draftOf(answer));
        setChecked(false);
        setStatus('saved');
      },
    });
  };

  /** The kind follows its default, and the draft has not changed it. */
  const isDefault = (kind: NotificationKind) => {
    const entry = stored.kinds.find((each) => each.kind === kind);
    return entry?.isDefault === true && draft.frequencies[kind] === entry.frequency;
  };
  const timeField = (field: 'from' | 'to') => {
    const fieldId = `${id}-${field}`;
    const error = shown(errors[field]);
    return (
      <div className="field">
        <label htmlFor={fieldId}>{t(`account.mailPreferences.${field}`)}</label>
        <input
          id={fieldId}
          type="time"
          required
          value={draft[field]}
          aria-invalid={error !== undefined || undefined}
          aria-describedby={describedByOf(fieldId, undefined, error)}
          onChange={(event) => edit({ [field]: event.target.value })}
        />
        <FieldError id={fieldId} error={error} />
      </div>
    );
  };

  return (
    <form className="mail-preferences__form" onSubmit={submit} noValidate>
      <fieldset className="mail-preferences__group">
        <legend>{t('account.mailPreferences.kindsLegend')}</legend>
        {stored.kinds.map(({ kind }) => {
          const fieldId = `${id}-${kind}`;
          const hint = isDefault(kind) ? t('account.mailPreferences.isDefault') : undefined;
          return (
            <div className="field mail-preferences__kind" key={kind}>
              <label htmlFor={fieldId}>{t(`account.mailPreferences.kinds.${kind}`)}</label>
              <div>
                <select
                  id={fieldId}
                  className="control"
                  value={draft.frequencies[kind]}
                  aria-describedby={describedByOf(fieldId, hint, undefined)}
                  onChange={(event) => edit({ frequencies: { ...draft.frequencies, [kind]: event.target.value as MailFrequency } })}
                >
                  {mailFrequencies.map((frequency) => (
                    <option key={frequency} value={frequency}>
                      {t(`account.mailPreferences.frequencies.${frequency}`)}
                    </option>
                  ))}
                </select>
                <FieldHint id={fieldId} hint={hint} />
              </div>
            </div>
          );
        })}
      </fieldset>
      <fieldset className="mail-preferences__group">
        <legend>{t('account.mailPreferences.quietLegend')}</legend>
        <div className="field field--check">
          <input
            id={`${id}-quiet`}
            type="checkbox"
            checked={draft.quiet}
            aria-describedby={`${id}-quiet-hint`}
            onChange={(event) => edit({ quiet: event.target.checked })}
          />
          <label htmlFor={`${id}-quiet`}>{t('account.mailPreferences.quietToggle')}</label>
        </div>
        <p className="field__hint" id={`${id}-quiet-hint`}>
          {t('account.mailPreferences.quietHint')}
        </p>
        {draft.quiet && (
          <div className="mail-preferences__times">
            {timeField('from')}
            {timeField('to')}
          </div>
        )}
      </fieldset>
      <div role="status">{status === 'saved' && <p className="alert alert--success">{t('account.mailPreferences.saved')}</p>}</div>
      {save.isError && <FormFailure title={t('account.mailPreferences.failed')} message={errorText(save.error).message} />}
      <BusyButton className="button button--primary" busy={save.isPending}>
        {t('account.mailPreferences.save')}
      </BusyButton>
    </form>
  );
}
