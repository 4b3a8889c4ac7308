import { ExternalVideo } from '../../viewers/external-video';
import { RowFrame } from '../row-frame';
import type { RowOf, RowRendererProps } from '../types';

/** Only watch and short-link URLs of the video service play; the viewer says so otherwise. */
export function VideoExternalRow({ row, ratio }: RowRendererProps<RowOf<'video-external'>>) {
  return (
    <RowFrame row={row} ratio={ratio}>
      {() => <ExternalVideo url={row.url} title={row.title} />}
    </RowFrame>
  );
}
