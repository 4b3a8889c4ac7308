import { useEffect } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { SelectField } from '../../../lib/forms/select-field';
import { useClassChoices } from './admin-classes-api';
import { useAdministersTenant } from '../components/admin-sections';

/**
 * The company a class belongs to (docs/administration.md#classes), as a select: the tenant's system
 * admin chooses any company or none (a class of the whole tenant); a company admin one of their
 * companies, which the class must have: the first is chosen for them until they pick another.
 */
export function ClassCompanyField({ value, onChange }: { value: string; onChange: (companyId: string) => void }) {
  const { t } = useTranslation();
  const tenant = useAdministersTenant();
  const choices = useClassChoices();
  const companies = choices.data?.companies ?? [];
  const first = companies[0]?.id;
  useEffect(() => {
    if (!tenant && value === '' && first !== undefined) onChange(first);
  }, [tenant, value, first, onChange]);
  // Until the choices come, the class's own company stays the one option, so the select never shows another.
  if (choices.data === undefined && value === '' && !tenant) return null;
  return (
    <SelectField
      label={t('admin.classes.form.company')}
      name="companyId"
      value={value}
      onChange={onChange}
      choices={companies}
      noneLabel={tenant ? t('admin.classes.form.companyNone') : undefined}
      hint={tenant ? t('admin.classes.form.companyHint') : t('admin.classes.form.companyHintOwn')}
      required={!tenant}
    />
  );
}
