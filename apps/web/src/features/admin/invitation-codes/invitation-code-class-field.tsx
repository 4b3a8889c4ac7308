import { useTranslation } from '../../../lib/i18n/use-translation';
import { SelectField } from '../../../lib/forms/select-field';
import { useInvitationCodeChoices } from './invitation-codes-api';

/**
 * The class a new code names (docs/administration.md#invitation-codes), as a select: none, or one of
 * the tenant's classes that take learners. Whoever registers with the code becomes its learner.
 */
export function InvitationCodeClassField({ value, onChange }: { value: string; onChange: (classId: string) => void }) {
  const { t } = useTranslation();
  const choices = useInvitationCodeChoices();
  return (
    <SelectField
      label={t('admin.codes.create.class')}
      name="classId"
      value={value}
      onChange={onChange}
      choices={choices.data?.classes ?? []}
      noneLabel={t('admin.codes.create.classNone')}
      hint={t('admin.codes.create.classHint')}
    />
  );
}
