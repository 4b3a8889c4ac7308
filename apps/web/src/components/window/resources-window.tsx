import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { PageContent } from '../lesson-content/page-content';
import { FloatingWindow } from './floating-window';
import { type PageResource, usePageResources } from './get-page-resources';
import { isLoneMedia, resourceTitle } from './resource-block';
import './resources-window.css';
import { QueryStatus } from '../query-status';

/** The resources window (docs/product/screens-and-routes.md#windows): 850 px wide, 580 for a lone media file. */
const RESOURCE_WINDOW_WIDTH = 850;
const LONE_MEDIA_WIDTH = 580;
const RESOURCE_WINDOW_HEIGHT = 600;

export interface ResourcesWindowProps {
  pageId: string;
  lessonId: string;
  onClose: () => void;
}

const noAnswers: Record<string, unknown> = {};
const ignoreAnswer = () => undefined;

/** The page's resources: a list with its count, each opening in the same window (a modal on small screens). */
export function ResourcesWindow({ pageId, lessonId, onClose }: ResourcesWindowProps) {
  const { t } = useTranslation();
  const resources = usePageResources(pageId, lessonId);
  const items = resources.data?.items ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  // A lone resource opens at once: a list of one is a click for nothing.
  const shownIndex = chosen ?? (items.length === 1 ? 0 : null);
  const shown: PageResource | undefined = shownIndex === null ? undefined : items[shownIndex];
  const width = shown && isLoneMedia(shown.block) ? LONE_MEDIA_WIDTH : RESOURCE_WINDOW_WIDTH;
  // The button pressed goes away with the view it belongs to: the focus follows the learner to the other view
  // (the way back, or the resource they came back from) instead of falling to the page.
  const backButton = useRef<HTMLButtonElement>(null);
  const itemButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const moved = useRef<{ to: 'resource' | 'list'; index: number } | null>(null);
  const show = (index: number | null) => {
    moved.current = index === null ? { to: 'list', index: chosen ?? 0 } : { to: 'resource', index };
    setChosen(index);
  };
  useEffect(() => {
    const move = moved.current;
    moved.current = null;
    if (move?.to === 'resource') backButton.current?.focus();
    if (move?.to === 'list') itemButtons.current[move.index]?.focus();
  }, [shownIndex]);

  return (
    <FloatingWindow
      title={t('viewers.resources.title')}
      onClose={onClose}
      defaultWidth={width}
      defaultHeight={RESOURCE_WINDOW_HEIGHT}
      className="resources-window"
    >
      <QueryStatus query={resources} loading={t('viewers.resources.loading')} errorText={() => t('viewers.resources.error')} />
      {resources.isSuccess && shown === undefined && (
        <>
          <p className="resources-window__count" role="status">
            {items.length === 0 ? t('viewers.resources.empty') : t('viewers.resources.count', { count: items.length })}
          </p>
          <ul className="resources-window__list">
            {items.map((item, index) => (
              <li key={item.node.id}>
                <button
                  ref={(element) => {
                    itemButtons.current[index] = element;
                  }}
                  type="button"
                  className="button button--ghost button--block resources-window__item"
                  onClick={() => show(index)}
                >
                  {resourceTitle(item) ?? t('viewers.resources.untitled', { number: index + 1 })}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {shown !== undefined && (
        <article className="resources-window__resource" aria-label={resourceTitle(shown) ?? t('viewers.resources.untitled', { number: (shownIndex ?? 0) + 1 })}>
          {items.length > 1 && (
            <button ref={backButton} type="button" className="button button--secondary" onClick={() => show(null)}>
              {t('viewers.resources.back')}
            </button>
          )}
          <PageContent
            content={shown.block as Parameters<typeof PageContent>[0]['content']}
            blockType="slide"
            answers={noAnswers}
            onAnswer={ignoreAnswer}
            results={null}
            disabled
            headingLevel={2}
          />
        </article>
      )}
    </FloatingWindow>
  );
}
