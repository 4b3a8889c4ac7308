import { RichText } from '../rich-text';
import { RowFrame } from '../row-frame';
import type { RowOf, RowRendererProps } from '../types';

export function WysiwygRow({ row, ratio }: RowRendererProps<RowOf<'wysiwyg'>>) {
  return (
    <RowFrame row={row} ratio={ratio}>
      {() => <RichText owner={`row:${row.id}`} html={row.html} className="wysiwyg" />}
    </RowFrame>
  );
}
