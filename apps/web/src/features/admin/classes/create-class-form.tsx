import { classNameLength } from '@espace/domain/admin/class-vocabulary';
import { type FormEvent, useCallback, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { FormFailure } from '../../../lib/forms/form-failure';
import { FormField } from '../../../lib/forms/form-field';
import { useFormFeedback } from '../../../lib/forms/use-form-feedback';
import { useCreateClass } from './admin-classes-api';
import { ClassCompanyField } from './class-company-field';
import { closingOf, endsBeforeStart, openingOf } from '../components/day-fields';
import { BusyButton } from '../../../lib/forms/busy-button';
import { paths } from '../../../lib/paths';

const fields = ['name', 'startAt', 'expireAt'] as const;
type Field = (typeof fields)[number];

export interface ClassDraft {
  name: string;
  /** Days as date inputs hold them (YYYY-MM-DD), read in the admin's time zone. */
  startAt: string;
  expireAt: string;
  mobileAllowed: boolean;
  /** The company's id; '' for a class of the whole tenant. */
  companyId: string;
}

/** The rule each field breaks, as a text key. */
export function classDraftRules(draft: ClassDraft): Partial<Record<Field, string>> {
  const keys: Partial<Record<Field, string>> = {};
  if (draft.name.trim().length < classNameLength.min) keys.name = 'admin.classes.form.nameRequired';
  if (endsBeforeStart(draft.startAt, draft.expireAt)) keys.expireAt = 'admin.classes.form.endBeforeStart';
  return keys;
}

/** The fields of the class form: its name, first and last days, its company and the phone switch; shared by the create form and the class's details. */
export function ClassFields({
  draft,
  input,
  onMobile,
  onCompany,
}: {
  draft: ClassDraft;
  input: (field: Field) => object;
  onMobile: (allowed: boolean) => void;
  onCompany: (companyId: string) => void;
}) {
  const { t } = useTranslation();
  const mobileId = useId();
  return (
    <>
      <FormField label={t('admin.classes.form.name')} name="name" autoComplete="off" maxLength={classNameLength.max} required {...input('name')} />
      <FormField label={t('admin.classes.form.startAt')} hint={t('admin.classes.form.startAtHint')} name="startAt" type="date" {...input('startAt')} />
      <FormField label={t('admin.classes.form.expireAt')} hint={t('admin.classes.form.expireAtHint')} name="expireAt" type="date" {...input('expireAt')} />
      <ClassCompanyField value={draft.companyId} onChange={onCompany} />
      <div className="admin-check">
        <input id={mobileId} type="checkbox" checked={draft.mobileAllowed} onChange={(event) => onMobile(event.target.checked)} />
        <label htmlFor={mobileId}>{t('admin.classes.form.mobileAllowed')}</label>
      </div>
    </>
  );
}

/** The form's feedback and its fields' props, with the rules above. */
export function useClassForm(initial: ClassDraft) {
  const { t } = useTranslation();
  const feedback = useFormFeedback(fields, {});
  const [draft, setDraft] = useState<ClassDraft>(initial);
  const rules = classDraftRules(draft);
  const input = (field: Field) => ({
    inputRef: feedback.register(field),
    value: draft[field],
    error: feedback.fieldError(field, rules[field] === undefined ? undefined : t(rules[field])),
    onBlur: () => feedback.touch(field),
    onChange: (event: { target: { value: string } }) => {
      setDraft((previous) => ({ ...previous, [field]: event.target.value }));
      feedback.edited(field);
    },
  });
  const ready = () => feedback.attempt(fields.filter((field) => rules[field] !== undefined));
  const body = () => ({
    name: draft.name.trim(),
    startAt: openingOf(draft.startAt),
    expireAt: closingOf(draft.expireAt),
    mobileAllowed: draft.mobileAllowed,
    companyId: draft.companyId === '' ? null : draft.companyId,
  });
  const setMobile = (mobileAllowed: boolean) => setDraft((previous) => ({ ...previous, mobileAllowed }));
  const setCompany = useCallback((companyId: string) => setDraft((previous) => ({ ...previous, companyId })), []);
  return { draft, setDraft, feedback, input, ready, body, setMobile, setCompany };
}

/** Creates a class, then opens its page to add programs and members. */
export function CreateClassForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateClass();
  const form = useClassForm({ name: '', startAt: '', expireAt: '', mobileAllowed: true, companyId: '' });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending || !form.ready()) return;
    create.mutate(form.body(), {
      onSuccess: (created) => void navigate(paths.admin.class.getHref({ classId: created.id })),
      onError: (error) => form.feedback.refuse(error),
    });
  }

  return (
    <section className="admin-panel" aria-labelledby="create-class-title">
      <h2 id="create-class-title">{t('admin.classes.create.title')}</h2>
      <form className="admin-form" onSubmit={submit} noValidate>
        {form.feedback.formFailure && <FormFailure title={form.feedback.formFailure.title} message={form.feedback.formFailure.message} />}
        <ClassFields draft={form.draft} input={form.input} onMobile={form.setMobile} onCompany={form.setCompany} />
        <div className="admin-form__actions">
          <BusyButton className="button button--primary" busy={create.isPending}>
            {t('admin.classes.create.submit')}
          </BusyButton>
        </div>
      </form>
    </section>
  );
}
