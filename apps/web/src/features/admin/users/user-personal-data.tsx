import type { AdminUserDetail } from '@espace/contracts/admin';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { BusyButton } from '../../../lib/forms/busy-button';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useDownloadUserData, useEraseUser } from './admin-users-api';

/**
 * A user's personal data, from the admin's side (docs/privacy.md): the archive of it, and its
 * erasure (an anonymisation, asked with a typed word first). An admin's own account is theirs to
 * handle from their profile. Once the account is anonymised there is nothing left to do: the
 * section stays only to say that it was just done.
 */
export function UserPersonalData({ user }: { user: AdminUserDetail }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const download = useDownloadUserData(user.id);
  const erase = useEraseUser(user.id);
  const [asking, setAsking] = useState(false);
  const [said, setSaid] = useState('');
  const opener = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const failed = [download, erase].find((mutation) => mutation.isError);
  const erased = user.erasedAt !== null;
  if (erased && said === '') return null;
  return (
    <section className="admin-panel" aria-labelledby="user-personal-data">
      <h2 id="user-personal-data" ref={heading} tabIndex={-1}>
        {t('admin.user.personalData.title')}
      </h2>
      {!erased && <p className="admin-intro">{t('admin.user.personalData.intro')}</p>}
      <div className="admin-card__actions" hidden={erased}>
        <BusyButton type="button" className="button button--secondary" busy={download.isPending} onClick={() => download.mutate(i18n.language)}>
          {t('admin.user.personalData.download')}
        </BusyButton>
        <button ref={opener} type="button" className="button button--ghost" onClick={() => setAsking(true)}>
          {t('admin.user.personalData.erase')}
        </button>
      </div>
      {failed && !asking && (
        <p className="alert alert--error" role="alert">
          {errorText(failed.error).message}
        </p>
      )}
      <p className="admin-status" role="status">
        {said}
      </p>
      <ConfirmDialog
        open={asking}
        title={t('admin.user.personalData.eraseTitle', { name: user.displayName })}
        description={<p>{t('admin.user.personalData.eraseText', { name: user.displayName })}</p>}
        confirmLabel={t('admin.user.personalData.eraseConfirm')}
        cancelLabel={t('admin.user.cancel')}
        busy={erase.isPending}
        confirmWord={{ word: t('admin.user.personalData.word'), label: t('admin.user.personalData.wordLabel') }}
        error={
          erase.isError && (
            <p className="alert alert--error" role="alert">
              {errorText(erase.error).message}
            </p>
          )
        }
        onConfirm={() =>
          erase.mutate(undefined, {
            onSuccess: () => {
              setAsking(false);
              setSaid(t('admin.user.personalData.erased'));
            },
          })
        }
        onCancel={() => {
          setAsking(false);
          erase.reset();
        }}
        // Anonymised, the account's buttons are gone: the focus goes to the section that says so.
        focusAfter={() => (erase.isSuccess ? heading.current : opener.current)}
      />
    </section>
  );
}
