import { dateTimeFormat } from '@espace/domain/display/formatters';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { BusyButton } from '../../../lib/forms/busy-button';
import { PasswordField } from '../../../lib/forms/password-field';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { clearSession, noteSessionEnd } from '../../../lib/session-storage';
import { useDownloadMyData, useEraseMyAccount, useMyErasure } from '../api/my-data';
import { MyStatements } from './my-statements';

/**
 * « Mes données » (docs/privacy.md): the archive of everything the portal keeps about me, my
 * learning records alone, and erasing my account (at once or asked of an admin, as the tenant
 * says), explained before it is asked.
 */
export function MyDataSection({ hasPassword }: { hasPassword: boolean }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const download = useDownloadMyData();
  return (
    <section className="my-data" aria-labelledby="my-data-title">
      <h2 id="my-data-title">{t('account.myData.title')}</h2>
      <p>{t('account.myData.explain')}</p>
      {download.isError && (
        <div className="alert alert--error" role="alert">
          <p>{errorText(download.error).message}</p>
        </div>
      )}
      <BusyButton type="button" className="button button--secondary" busy={download.isPending} onClick={() => download.mutate(i18n.language)}>
        {t('account.myData.download')}
      </BusyButton>
      <MyStatements />
      <AccountErasure hasPassword={hasPassword} />
    </section>
  );
}

function AccountErasure({ hasPassword }: { hasPassword: boolean }) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const erasure = useMyErasure();
  const erase = useEraseMyAccount();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const opener = useRef<HTMLButtonElement>(null);
  const way = erasure.data?.way;
  const request = erasure.data?.request ?? null;
  const day = (iso: string) => dateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso));
  const asked = way === 'request' ? 'request' : 'self';

  const confirm = () =>
    erase.mutate(hasPassword ? { currentPassword: password } : {}, {
      onSuccess: (outcome) => {
        setPassword('');
        if (outcome.outcome === 'requested') return setConfirming(false);
        // The account is gone, and its session with it: the route guard leads to /login and says why.
        noteSessionEnd('auth.account.erased');
        clearSession();
        queryClient.clear();
        return undefined;
      },
    });

  return (
    <div className="my-data__erasure">
      <h3>{t('account.myData.erasure.title')}</h3>
      <p>{t('account.myData.erasure.erased')}</p>
      <p>{t('account.myData.erasure.kept')}</p>
      <p>{t('account.myData.erasure.final')}</p>
      {/* Read as the page opens, not asked by the user: shown, not announced. */}
      {erasure.isError && <p className="alert alert--error">{errorText(erasure.error).message}</p>}
      {request ? (
        <p className="alert alert--info" role="status">
          {t('account.myData.erasure.pending', { requestedAt: day(request.requestedAt), dueAt: day(request.dueAt) })}
        </p>
      ) : erasure.data?.lastAdmin ? (
        <p className="alert alert--info">{t('account.myData.erasure.lastAdmin')}</p>
      ) : (
        way && (
          <button ref={opener} type="button" className="button button--secondary" onClick={() => setConfirming(true)}>
            {t(`account.myData.erasure.${asked}.open`)}
          </button>
        )
      )}
      <ConfirmDialog
        open={confirming}
        title={t(`account.myData.erasure.${asked}.title`)}
        description={<p>{t(`account.myData.erasure.${asked}.description`)}</p>}
        confirmLabel={t(`account.myData.erasure.${asked}.confirm`)}
        cancelLabel={t('account.myData.erasure.cancel')}
        busy={erase.isPending}
        confirmWord={asked === 'self' ? { word: t('account.myData.erasure.word'), label: t('account.myData.erasure.wordLabel') } : undefined}
        fields={
          hasPassword && (
            <PasswordField
              label={t('account.myData.erasure.password')}
              name="currentPassword"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )
        }
        error={
          erase.isError && (
            <div className="alert alert--error" role="alert">
              <p>{errorText(erase.error).message}</p>
            </div>
          )
        }
        onConfirm={confirm}
        onCancel={() => {
          setConfirming(false);
          setPassword('');
          erase.reset();
        }}
        focusAfter={() => opener.current}
      />
    </div>
  );
}
