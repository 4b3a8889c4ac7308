import type { EvidencePack } from '@espace/contracts/attestations';
import { formatFileSize } from '@espace/domain/display/file-size';
import { dateTimeFormat } from '@espace/domain/display/formatters';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { BusyButton } from '../../../lib/forms/busy-button';
import { useTranslation } from '../../../lib/i18n/use-translation';
import type { RosterEvidencePack } from './use-evidence-pack';

/** Asks for the class's Qualiopi evidence pack; busy (keeping the focus) while one is being prepared. */
export function EvidencePackButton({ evidencePack }: { evidencePack: RosterEvidencePack }) {
  const { t } = useTranslation();
  return (
    <>
      <BusyButton
        type="button"
        className="button button--secondary"
        busy={evidencePack.preparing}
        onClick={evidencePack.ask}
        aria-describedby="evidence-pack-hint"
      >
        {t('trainer.roster.evidencePack')}
      </BusyButton>
      <p id="evidence-pack-hint" className="visually-hidden">
        {t('trainer.roster.evidencePackHint')}
      </p>
    </>
  );
}

/**
 * Where the pack stands, under the roster's header: being prepared (the trainer may leave: a
 * notification tells when it is ready), ready to download until the server deletes it, or failed.
 * The status region is always in the page, so each change is read out.
 */
export function EvidencePackStatus({ evidencePack }: { evidencePack: RosterEvidencePack }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { pack, download, requestError } = evidencePack;
  return (
    <div className="evidence-pack">
      <div role="status">
        {pack?.state === 'preparing' && (
          <div className="alert alert--info">
            <p>
              {pack.learners === null ? t('trainer.roster.evidencePackPreparingStarted') : t('trainer.roster.evidencePackPreparing', { count: pack.learners })}
            </p>
            <p>{t('trainer.roster.evidencePackMayLeave')}</p>
          </div>
        )}
        {pack?.state === 'ready' && (
          <div className="alert alert--success evidence-pack__ready">
            <ReadyText pack={pack} />
            <BusyButton type="button" className="button button--primary" busy={download.isPending} onClick={() => download.mutate(pack.id)}>
              {t('trainer.roster.evidencePackDownload')}
            </BusyButton>
          </div>
        )}
      </div>
      {pack?.state === 'failed' && (
        <p className="alert alert--error" role="alert">
          {t('trainer.roster.evidencePackNotPrepared')}
        </p>
      )}
      {requestError !== null && (
        <p className="alert alert--error" role="alert">
          {errorText(requestError).message}
        </p>
      )}
      {download.isError && (
        <p className="alert alert--error" role="alert">
          {t('trainer.roster.evidencePackFailed')}
        </p>
      )}
    </div>
  );
}

/** « Dossier de preuves prêt (228 Ko), disponible jusqu’au 1er déc. 2026 à 10:12. » */
function ReadyText({ pack }: { pack: EvidencePack }) {
  const { t, i18n } = useTranslation();
  if (pack.size === null || pack.expiresAt === null) return <p>{t('trainer.roster.evidencePackReadyShort')}</p>;
  const expiresAt = new Date(pack.expiresAt);
  return (
    <p>
      {t('trainer.roster.evidencePackReady', {
        size: formatFileSize(pack.size, i18n.language),
        date: dateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(expiresAt),
        time: dateTimeFormat(i18n.language, { timeStyle: 'short' }).format(expiresAt),
      })}
    </p>
  );
}
