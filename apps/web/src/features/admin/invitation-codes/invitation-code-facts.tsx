import type { InvitationCode } from '@espace/contracts/admin';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useDateTime } from '../../../lib/use-date-time';

/** A code's uses and expiry, the same on the list and on the code's own page. */
export function InvitationCodeFacts({ code }: { code: InvitationCode }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  return (
    <dl className="staff-facts">
      <div>
        <dt>{t('admin.codes.uses')}</dt>
        <dd>
          {code.maxUses === null
            ? t('admin.codes.usesUnlimited', { count: code.useCount })
            : t('admin.codes.usesOf', { count: code.useCount, max: code.maxUses })}
        </dd>
      </div>
      <div>
        <dt>{t('admin.codes.expires')}</dt>
        <dd>{dateTime(code.expiresAt, t('admin.codes.never'))}</dd>
      </div>
    </dl>
  );
}
