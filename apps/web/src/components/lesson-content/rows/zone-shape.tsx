import type { Shape } from '@espace/domain/exercises/image-cliquable';
import type { SVGProps } from 'react';

/** Where a correction icon or label sits on a zone. */
export function shapeCentre(shape: Shape): { x: number; y: number } {
  switch (shape.kind) {
    case 'circle':
      return { x: shape.cx, y: shape.cy };
    case 'rectangle':
      return { x: shape.x + shape.width / 2, y: shape.y + shape.height / 2 };
    case 'polygon': {
      const sum = shape.points.reduce((total, [x, y]) => ({ x: total.x + x, y: total.y + y }), { x: 0, y: 0 });
      return { x: sum.x / shape.points.length, y: sum.y / shape.points.length };
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
