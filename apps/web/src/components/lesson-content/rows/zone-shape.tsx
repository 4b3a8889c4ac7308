import type { Shape } from '@espace/domain/exercises/image-cliquable';
import type { SVGProps } from 'react';

/** How far inside its zone a marker sits, in the 808-wide view's units. */
const MARKER_INSET = 16;

/**
 * Where a zone's dot or correction icon sits: inside the zone, near its top-left edge rather than
 * at its centre, where images put their own labels (the dots hid "Attente",
 * "Accueil"). Circles take the point at 45° up-left, rectangles their top-left corner, polygons
 * the vertex nearest the top-left moved a quarter of the way to their centre; each inset so the
 * marker stays within the zone.
 */
export function zoneMarker(shape: Shape): { x: number; y: number } {
  switch (shape.kind) {
    case 'circle': {
      const reach = Math.max(0, shape.r - MARKER_INSET) * Math.SQRT1_2;
      return { x: shape.cx - reach, y: shape.cy - reach };
    }
    case 'rectangle':
      return { x: shape.x + Math.min(MARKER_INSET, shape.width / 2), y: shape.y + Math.min(MARKER_INSET, shape.height / 2) };
    case 'polygon': {
      const count = shape.points.length;
      const centre = shape.points.reduce((total, [x, y]) => ({ x: total.x + x / count, y: total.y + y / count }), { x: 0, y: 0 });
      const [cornerX, cornerY] = shape.points.reduce((best, point) => (point[0] + point[1] < best[0] + best[1] ? point : best));
      return { x: cornerX + (centre.x - cornerX) / 4, y: cornerY + (centre.y - cornerY) / 4 };
    }
  }
}

/** An svg zone (circle, rectangle or polygon) in the coordinates of the 808-wide view. */
export function ZoneShape({ shape, ...props }: { shape: Shape } & SVGProps<SVGElement>) {
  switch (shape.kind) {
    case 'circle':
      return <circle cx={shape.cx} cy={shape.cy} r={shape.r} {...(props as SVGProps<SVGCircleElement>)} />;
    case 'rectangle':
      return <rect x={shape.x} y={shape.y} width={shape.width} height={shape.height} {...(props as SVGProps<SVGRectElement>)} />;
    case 'polygon':
      return <polygon points={shape.points.map((point) => point.join(',')).join(' ')} {...(props as SVGProps<SVGPolygonElement>)} />;
  }
}
