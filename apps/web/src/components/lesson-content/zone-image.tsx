import { IMAGE_VIEW_WIDTH } from '@espace/domain/exercises/row-display';
import { useState, type ReactNode } from 'react';

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
 * so the zones follow the image as it scales down on a phone.
 */
export function ZoneImage({ src, alt, defaultWidth, defaultHeight, children }: ZoneImageProps) {
  const [ratio, setRatio] = useState(defaultWidth && defaultHeight ? defaultHeight / defaultWidth : 0.6);
  return (
    // Until the image is there, the box keeps its expected shape so the page does not jump.
    <div className="zone-image" style={{ maxWidth: defaultWidth ?? IMAGE_VIEW_WIDTH, aspectRatio: src === undefined ? `${1 / ratio}` : undefined }}>
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
