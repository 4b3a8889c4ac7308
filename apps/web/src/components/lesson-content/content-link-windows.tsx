import { activitySandbox } from '@espace/domain/content/activity-sandbox';
import { videoEmbedUrl } from '@espace/domain/content/video-links';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';

const VideoDialog = lazy(() => import('../viewers/video-dialog').then((module) => ({ default: module.VideoDialog })));
const TutorialWindow = lazy(() => import('../window/tutorial-window').then((module) => ({ default: module.TutorialWindow })));
const ExternalVideo = lazy(() => import('../viewers/external-video').then((module) => ({ default: module.ExternalVideo })));

const tutorialSandbox = activitySandbox.join(' ');

/** A link of course HTML that opens in the page rather than away from it. */
export interface OpenedLink {
  kind: 'video' | 'tutorial';
  url: string;
  title: string;
}

/**
 * What a click on a link of course HTML opens (docs/product/screens-and-routes.md#windows): a link marked `data-tutorial` opens
 * in the tutorial window (870×630), a link of the video-sharing service plays in the video
 * dialog; any other link is left to the browser (null).
 */
export function openedLinkOf(target: EventTarget | null): OpenedLink | null {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
  const url = link?.getAttribute('href');
  if (!link || !url) return null;
  const title = link.textContent?.trim() ?? '';
  if (link.hasAttribute('data-tutorial')) return { kind: 'tutorial', url, title };
  return videoEmbedUrl(url) === null ? null : { kind: 'video', url, title };
}

/** The tutorial window or the video dialog of an opened link; each loads when first needed. */
export function ContentLinkWindow({ opened, onClose }: { opened: OpenedLink; onClose: () => void }) {
  const { t } = useTranslation();
  const title = opened.title || undefined;
  return (
    <Suspense fallback={null}>
      {opened.kind === 'video' ? (
        <VideoDialog url={opened.url} title={title} onClose={onClose} />
      ) : (
        <TutorialWindow title={title} onClose={onClose}>
          {videoEmbedUrl(opened.url) !== null ? (
            <ExternalVideo url={opened.url} title={title} />
          ) : (
            // A how-to page of the course (a package activity) or of another site, in the activity sandbox, an origin of its own: it never reaches the session.
            <iframe
              className="tutorial-frame"
              src={opened.url}
              title={t('viewers.tutorial.frame', { title: title ?? t('viewers.tutorial.title') })}
              sandbox={tutorialSandbox}
            />
          )}
        </TutorialWindow>
      )}
    </Suspense>
  );
}
