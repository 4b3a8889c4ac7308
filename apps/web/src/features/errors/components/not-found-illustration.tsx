import { useId } from 'react';

/** Decorative map with a dotted path leading nowhere; named for screen readers by the page. */
export function NotFoundIllustration({ label }: { label: string }) {
  const titleId = useId();
  return (
    <svg className="status-page__illustration" viewBox="0 0 240 160" role="img" aria-labelledby={titleId} focusable="false">
      <title id={titleId}>{label}</title>
      <rect x="20" y="20" width="200" height="120" rx="12" fill="var(--color-surface)" stroke="var(--color-border)" strokeWidth="4" />
      <path d="M86 20v120M154 20v120" stroke="var(--color-border)" strokeWidth="4" />
      <path
        d="M44 112c20-10 30-40 58-34s30 34 56 24 24-38 42-44"
        fill="none"
        stroke="var(--color-primary)"
        strokeWidth="5"
        strokeDasharray="2 10"
        strokeLinecap="round"
      />
      <path d="M188 48l14 14m0-14l-14 14" stroke="var(--color-danger)" strokeWidth="5" strokeLinecap="round" />
      <circle cx="44" cy="112" r="7" fill="var(--color-primary)" />
    </svg>
  );
}
