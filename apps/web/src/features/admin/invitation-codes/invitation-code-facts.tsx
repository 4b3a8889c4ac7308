import type { InvitationCode } from '@espace/contracts/admin';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useDateTime } from '../../../lib/use-date-time';

/** A code's uses, expiry and class, the same on the list and on the code's own page. */
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
      <div>
        <dt>{t('admin.codes.class')}</dt>
        <dd>
          {code.class === null ? t('admin.codes.classNone') : code.class.open ? code.class.name : t('admin.codes.classClosed', { name: code.class.name })}
        </dd>
      </div>
    </dl>
  );
}
