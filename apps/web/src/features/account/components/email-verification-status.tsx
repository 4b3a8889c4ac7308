import type { Me } from '@espace/contracts/user';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useResendEmailVerification } from '../api/email-verification';

/** Whether the profile's address is proven, and a way to get the link again. */
export function EmailVerificationStatus({ me }: { me: Me }) {
  const { t } = useTranslation();
  const resend = useResendEmailVerification();
  const errorText = useErrorText();
  if (me.email === '') return null;
  if (me.emailVerified) return <p className="email-status email-status--verified">{t('account.emailVerification.verified')}</p>;
  return (
    <div className="email-status">
      <p>{t('account.emailVerification.unverified', { email: me.email })}</p>
      <div role="status">{resend.isSuccess && <p className="alert alert--info">{t('account.emailVerification.sent', { email: me.email })}</p>}</div>
      {resend.isError && (
        <div className="alert alert--error" role="alert">
          <p>{errorText(resend.error).message}</p>
        </div>
      )}
      <button type="button" className="button button--secondary" disabled={resend.isPending} aria-busy={resend.isPending} onClick={() => resend.mutate()}>
        {t('account.emailVerification.resend')}
      </button>
    </div>
  );
}
