import { useTranslation } from '../../lib/i18n/use-translation';

/** The words of an audio or video file (content packages' `transcript`, docs/accessibility.md), beside its player, folded. */
export function Transcript({ text, title }: { text: string | null | undefined; title: string }) {
  const { t } = useTranslation();
  if (!text) return null;
  return (
    <details className="transcript">
      <summary>{t('viewers.transcript.summary', { title })}</summary>
      <p className="transcript__text">{text}</p>
    </details>
  );
}
