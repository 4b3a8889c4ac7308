import { useTranslation } from '../i18n/use-translation';

/** docs/product/errors.md#embeds: a message came from another origin than the back-office; nothing it sent is used. */
export function UnexpectedOriginAlert({ origin }: { origin: string | null }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="unexpected-origin-alert">
      <p>{t('embeds.unexpectedOrigin.message')}</p>
      {origin ? (
        <p>
          <small>{t('embeds.unexpectedOrigin.received', { origin })}</small>
        </p>
      ) : null}
    </div>
  );
}
