import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useMediaUrl } from '../../lib/media-url';
import { useAppFile } from './use-app-file';
import { RichText } from './rich-text';
import { zoneMarker, ZoneShape } from './rows/zone-shape';
import type { BlockContent } from './types';
import { ZoneImage } from './zone-image';

type InteractiveImageData = NonNullable<BlockContent['interactiveImage']>;

/** An image whose zones tell more on hover, focus or tap; nothing to answer. */
export function InteractiveImage({ image }: { image: InteractiveImageData }) {
  const { t } = useTranslation();
  const src = useMediaUrl(image.imageFileId);
  const alt = useAppFile(image.imageFileId).data?.alt ?? '';
  const id = useId();
  const [active, setActive] = useState<{ zoneId: string; pinned: boolean } | null>(null);
  const zone = image.zones.find((candidate) => candidate.id === active?.zoneId);
  const info = useRef<HTMLDivElement>(null);
  const pinned = active?.pinned ? active.zoneId : null;
  // A zone clicked, tapped or pressed brings its text into view: under a tall image on a phone it
  // would be out of sight. Hovering or tabbing through the zones does not move the page.
  useEffect(() => {
    if (pinned !== null) info.current?.scrollIntoView?.({ block: 'nearest' });
  }, [pinned]);
  const show = (zoneId: string) => setActive((current) => (current?.pinned ? current : { zoneId, pinned: false }));
  const hide = () => setActive((current) => (current?.pinned ? current : null));
  const toggle = (zoneId: string) => setActive((current) => (current?.pinned && current.zoneId === zoneId ? null : { zoneId, pinned: true }));
  const onKey = (zoneId: string) => (event: KeyboardEvent) => {
    // What Escape closes here, a floating window does not (window-stack.ts).
    if (event.key === 'Escape' && active !== null) {
      event.preventDefault();
      setActive(null);
    }
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    toggle(zoneId);
  };
  return (
    <figure className="interactive-image" aria-label={t('lessonContent.interactiveImage.label')}>
      <ZoneImage src={src} alt={alt}>
        {image.zones.map((candidate, index) => {
          const name = candidate.title ?? t('lessonContent.interactiveImage.zone', { index: index + 1 });
          return (
            <g key={candidate.id}>
              <ZoneShape
                shape={candidate.shape}
                role="button"
                tabIndex={0}
                aria-label={name}
                aria-expanded={active?.zoneId === candidate.id}
                aria-controls={`${id}-info`}
                className={`zone zone--info${active?.zoneId === candidate.id ? ' zone--selected' : ''}`}
                onMouseEnter={() => show(candidate.id)}
                onMouseLeave={hide}
                onFocus={() => show(candidate.id)}
                onBlur={() => setActive(null)}
                onClick={() => toggle(candidate.id)}
                onKeyDown={onKey(candidate.id)}
              />
              <circle className="zone__dot" r="6" aria-hidden="true" cx={zoneMarker(candidate.shape).x} cy={zoneMarker(candidate.shape).y} />
            </g>
          );
        })}
      </ZoneImage>
      <div ref={info} id={`${id}-info`} className="interactive-image__info" aria-live="polite">
        {zone ? (
          <>
            {zone.title ? <p className="interactive-image__title">{zone.title}</p> : null}
            <RichText owner={`zone:${zone.id}`} html={zone.html} />
          </>
        ) : (
          <p className="interactive-image__hint">{t('lessonContent.interactiveImage.hint')}</p>
        )}
      </div>
    </figure>
  );
}
