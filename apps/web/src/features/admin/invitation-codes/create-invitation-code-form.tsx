import { invitationCodePattern, maxInvitationUses } from '@espace/domain/admin/invitation-codes';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { FormFailure } from '../../../lib/forms/form-failure';
import { FormField } from '../../../lib/forms/form-field';
import { useFormFeedback } from '../../../lib/forms/use-form-feedback';
import { useCreateInvitationCode } from './invitation-codes-api';
import { closingOf } from '../components/day-fields';
import { BusyButton } from '../../../lib/forms/busy-button';
import { InvitationCodeClassField } from './invitation-code-class-field';

const fields = ['code', 'maxUses', 'expiresAt'] as const;
type Field = (typeof fields)[number];
const fieldOfCode: Partial<Record<string, Field>> = { UNIQUE_INVITATION_CODE: 'code' };

interface Draft {
  code: string;
  maxUses: string;
  /** The last day the code is accepted (YYYY-MM-DD, the admin's time zone): it expires at that day's end. */
  expiresAt: string;
  /** The class whoever registers with the code joins; '' for none. */
  classId: string;
}
const emptyDraft: Draft = { code: '', maxUses: '', expiresAt: '', classId: '' };

/** The rule each field breaks, as a text key; none for a field left empty (all are optional). */
function ruleKeys(draft: Draft, now: Date, dayIncomplete: boolean): Partial<Record<Field, string>> {
  const keys: Partial<Record<Field, string>> = {};
  if (draft.code.trim() !== '' && !invitationCodePattern.test(draft.code.trim())) keys.code = 'admin.codes.create.codeInvalid';
  const maxUses = Number(draft.maxUses);
  if (draft.maxUses.trim() !== '' && !(Number.isInteger(maxUses) && maxUses >= 1 && maxUses <= maxInvitationUses))
    keys.maxUses = 'admin.codes.create.maxUsesInvalid';
  const expiresAt = closingOf(draft.expiresAt);
  if (dayIncomplete || (draft.expiresAt !== '' && expiresAt === null)) keys.expiresAt = 'admin.codes.create.expiresAtInvalid';
  else if (expiresAt !== null && Date.parse(expiresAt) <= now.getTime()) keys.expiresAt = 'admin.codes.create.expiresAtPast';
  return keys;
}

/**
 * Creates an invitation code: typed or generated, with an optional limit, expiry and class. Each field's
 * rule shows once left; the server's refusal (a code taken, an expiry it finds past) shows on its
 * field; what was typed stays until the code is created.
 */
export function CreateInvitationCodeForm() {
  const { t } = useTranslation();
  const feedback = useFormFeedback(fields, fieldOfCode);
  const create = useCreateInvitationCode();
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [created, setCreated] = useState<string | null>(null);
  // A date input reads '' while its day is partly typed, without a change event: that must not become "never expires".
  const dayInput = useRef<HTMLInputElement | null>(null);
  const [dayIncomplete, setDayIncomplete] = useState(false);
  const checkDay = () => {
    const incomplete = dayInput.current?.validity.badInput ?? false;
    setDayIncomplete(incomplete);
    return incomplete;
  };
  const rules = ruleKeys(draft, new Date(), dayIncomplete);
  const ruleText = (field: Field) => (rules[field] === undefined ? undefined : t(rules[field]));

  const change = (field: Field, value: string) => {
    setDraft((previous) => ({ ...previous, [field]: value }));
    feedback.edited(field);
    setCreated(null);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setCreated(null);
    const checked = ruleKeys(draft, new Date(), checkDay());
    if (create.isPending || !feedback.attempt(fields.filter((field) => checked[field] !== undefined))) return;
    const code = draft.code.trim();
    create.mutate(
      {
        ...(code === '' ? {} : { code }),
        maxUses: draft.maxUses.trim() === '' ? null : Number(draft.maxUses),
        expiresAt: closingOf(draft.expiresAt),
        ...(draft.classId === '' ? {} : { classId: draft.classId }),
      },
      {
        onSuccess: (answer) => {
          setDraft(emptyDraft);
          feedback.reset();
          setCreated(answer.code);
        },
        onError: (error) => feedback.refuse(error),
      },
    );
  }

  const input = (field: Field) => ({
    inputRef: feedback.register(field),
    value: draft[field],
    error: feedback.fieldError(field, ruleText(field)),
    onBlur: () => feedback.touch(field),
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });

  return (
    <section className="admin-panel" aria-labelledby="create-code-title">
      <h2 id="create-code-title">{t('admin.codes.create.title')}</h2>
      <form className="admin-form" onSubmit={submit} noValidate>
        {feedback.formFailure && <FormFailure title={feedback.formFailure.title} message={feedback.formFailure.message} />}
        <FormField
          label={t('admin.codes.create.code')}
          hint={t('admin.codes.create.codeHint')}
          name="code"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          {...input('code')}
        />
        <FormField
          label={t('admin.codes.create.maxUses')}
          hint={t('admin.codes.create.maxUsesHint')}
          name="maxUses"
          type="number"
          inputMode="numeric"
          min={1}
          max={maxInvitationUses}
          step={1}
          {...input('maxUses')}
        />
        <FormField
          label={t('admin.codes.create.expiresAt')}
          hint={t('admin.codes.create.expiresAtHint')}
          name="expiresAt"
          type="date"
          {...input('expiresAt')}
          inputRef={(element: HTMLInputElement | null) => {
            dayInput.current = element;
            feedback.register('expiresAt')(element);
          }}
          onBlur={() => {
            checkDay();
            feedback.touch('expiresAt');
          }}
        />
        <InvitationCodeClassField
          value={draft.classId}
          onChange={(classId) => {
            setDraft((previous) => ({ ...previous, classId }));
            setCreated(null);
          }}
        />
        <div className="admin-form__actions">
          <BusyButton className="button button--primary" busy={create.isPending}>
            {t('admin.codes.create.submit')}
          </BusyButton>
        </div>
      </form>
      <p className="admin-status" role="status">
        {created === null ? '' : t('admin.codes.create.created', { code: created })}
      </p>
    </section>
  );
}
