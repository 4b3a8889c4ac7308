import { useTranslation } from '../../lib/i18n/use-translation';

/**
 * The words of an audio or video file (content packages' `transcript`, docs/accessibility.md), right
 * after its player, folded: a disclosure that looks like one (a chevron that turns, a framed label).
 */
export function Transcript({ text, title }: { text: string | null | undefined; title: string }) {
  const { t } = useTranslation();
  if (!text) return null;
  return (
    <details className="transcript">
      <summary className="transcript__summary">
        <span className="transcript__chevron" aria-hidden="true" />
        {t('viewers.transcript.summary', { title })}
      </summary>
      <p className="transcript__text">{text}</p>
    </details>
  );
}
