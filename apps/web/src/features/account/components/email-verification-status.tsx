import type { Me } from '@espace/contracts/user';
import { addressLinkToResend } from '@espace/domain/accounts/email-ownership';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { useResendEmailVerification } from '../api/email-verification';
import { BusyButton } from '../../../lib/forms/busy-button';

/** What the profile says of the account's address (docs/product/accounts.md#e-mail-address). */
function statusKey(me: Me): string | null {
  if (me.pendingEmail?.awaiting === 'approval') return 'account.emailVerification.approval';
  if (me.pendingEmail !== null) return me.email === '' ? 'account.emailVerification.pendingFirst' : 'account.emailVerification.pending';
  if (me.email === '') return null;
  return me.emailVerified ? 'account.emailVerification.verified' : 'account.emailVerification.unverified';
}

/** Whether the profile's address is proven, or which address waits for which link, and a way to get that link again. */
export function EmailVerificationStatus({ me }: { me: Me }) {
  const { t } = useTranslation();
  const resend = useResendEmailVerification();
  const errorText = useErrorText();
  const key = statusKey(me);
  const link = addressLinkToResend(me);
  if (key === null) return null;
  if (link === null) return <p className="email-status email-status--verified">{t(key)}</p>;
  return (
    <div className="email-status">
      <p>{t(key, { email: me.email, pending: me.pendingEmail?.email ?? '' })}</p>
      <div role="status">{resend.isSuccess && <p className="alert alert--info">{t('account.emailVerification.sent', { email: link.email })}</p>}</div>
      {resend.isError && (
        <div className="alert alert--error" role="alert">
          <p>{errorText(resend.error).message}</p>
        </div>
      )}
      <BusyButton type="button" className="button button--secondary" busy={resend.isPending} onClick={() => resend.mutate()}>
        {t(link.purpose === 'approve' ? 'account.emailVerification.resendApproval' : 'account.emailVerification.resend')}
      </BusyButton>
    </div>
  );
}
