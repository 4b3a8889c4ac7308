import { missingRequiredData } from '@espace/domain/accounts/required-data';
import type { ReactNode } from 'react';
import { RequiredDataForm } from '../../features/account/components/required-data-form';
import { useMe } from '../../features/auth/api/get-me';
import { useFeatureSwitches } from '../../features/context/tenant-context';
import { TermsDialog } from '../../features/legal/components/terms-dialog';
import { useTranslation } from '../../lib/i18n/use-translation';

/**
 * docs/product/accounts.md#required-data: a signed-in user missing required data (names, birthday, current
 * terms) sees only the form asking for it, whatever signed-in route they open.
 * Sits inside the layout, so the header (language, sign-out) stays usable.
 */
export function RequiredDataGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const settings = useFeatureSwitches();
  if (!me) return children;
  const missing = missingRequiredData(me, settings);
  if (missing.length === 0) return children;
  const terms = settings.legal.cgu;
  return (
    <RequiredDataForm
      me={me}
      missing={missing}
      termsVersion={terms?.version ?? null}
      termsReader={terms ? <TermsDialog document={terms} label={t('gate.termsLink')} /> : null}
    />
  );
}
