import { IMAGE_VIEW_WIDTH } from '@espace/domain/exercises/row-display';
import { type CSSProperties, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useHorizontalOverflow } from '../../lib/use-horizontal-overflow';

interface ZoneImageProps {
  /** Undefined while the image's signed link loads: the zones show, the image joins them. */
  src: string | undefined;
  /** The picture's text alternative (its file's `alt`); '' when the zones say all there is. */
  alt: string;
  defaultWidth?: number | undefined;
  defaultHeight?: number | undefined;
  children: ReactNode;
}

/**
 * An image with svg zones on top. Zones are drawn in a view 808 wide (docs/product/constants.md#player)
 * whatever size the image is shown at: the view takes the image's own ratio,
 * so the zones follow the image as it scales down. On a phone it scales down only so far
 * (lesson-content.css): below that, its frame scrolls sideways, so the image's own labels stay
 * readable and its zones large enough to touch.
 */
export function ZoneImage({ src, alt, defaultWidth, defaultHeight, children }: ZoneImageProps) {
  const { t } = useTranslation();
  const [ratio, setRatio] = useState(defaultWidth && defaultHeight ? defaultHeight / defaultWidth : 0.6);
  const frame = useRef<HTMLDivElement>(null);
  // A frame that scrolls is a stop of its own, so a keyboard can scroll it whatever its zones allow.
  const { overflows } = useHorizontalOverflow(frame);
  const width = defaultWidth ?? IMAGE_VIEW_WIDTH;
  return (
    <div ref={frame} className="zone-image-frame" {...(overflows ? { role: 'region', tabIndex: 0, 'aria-label': t('lessonContent.zoneImage.scroll') } : {})}>
      {/* Until the image is there, the box keeps its expected shape so the page does not jump. */}
      <div
        className="zone-image light-palette"
        style={{ maxWidth: width, '--zone-image-width': `${width}px`, aspectRatio: src === undefined ? `${1 / ratio}` : undefined } as CSSProperties}
      >
        {src === undefined ? null : (
          <img
            className="zone-image__picture"
            src={src}
            alt={alt}
            onLoad={(event) => {
              const { naturalWidth, naturalHeight } = event.currentTarget;
              if (naturalWidth > 0 && naturalHeight > 0) setRatio(naturalHeight / naturalWidth);
            }}
          />
        )}
        <svg className="zone-image__zones" viewBox={`0 0 ${IMAGE_VIEW_WIDTH} ${IMAGE_VIEW_WIDTH * ratio}`} preserveAspectRatio="none">
          {children}
        </svg>
      </div>
    </div>
  );
}

const GLYPHS = {
  good: 'M-7 0 L-2 5 L8 -6',
  wrong: 'M-6 -6 L6 6 M6 -6 L-6 6',
  expected: 'M-6 0 A6 6 0 1 0 6 0 A6 6 0 1 0 -6 0',
} as const;

/** The correction icon drawn on a zone, in the legend's shapes (check, cross, ring). */
export function ZoneGlyph({ state, at }: { state: keyof typeof GLYPHS; at: { x: number; y: number } }) {
  return (
    <g className={`zone-glyph zone-glyph--${state}`} transform={`translate(${at.x} ${at.y})`} aria-hidden="true">
      <circle r="13" className="zone-glyph__disc" />
      <path d={GLYPHS[state]} className="zone-glyph__path" />
    </g>
  );
}
