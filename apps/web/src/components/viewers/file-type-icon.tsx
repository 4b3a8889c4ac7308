import type { AppFile } from '@espace/contracts/files';

/** What each type draws inside the page (24 × 24 view): lines of text, a note, a play sign, a landscape, pieces. */
const GLYPHS: Record<AppFile['fileType'], string> = {
  pdf: 'M9 11h6M9 14h6M9 17h4',
  audio: 'M11 17.5a1.5 1.5 0 1 1-1.5-1.5 1.5 1.5 0 0 1 1.5 1.5V11l4-1v5.5',
  video: 'M10 11v6l5-3z',
  image: 'M8 18l3-4 2 2 1.5-2 2.5 4z',
  activity: 'M9 11h3v3H9zM12 14h3v3h-3z',
};

/**
 * A file's type as a drawing (a page with a sign of its kind), in the text's colour at every size;
 * emoji differ from one system to the next and some draw none. Decorative: the name says the rest.
 */
export function FileTypeIcon({ type }: { type: AppFile['fileType'] }) {
  return (
    <svg className="file-type-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 2.5h8.5l4.5 4.5v14.5H6z M14.5 2.5V7H19" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      <path d={GLYPHS[type]} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
