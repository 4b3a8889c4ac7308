import type { LessonPage } from '@espace/contracts/lessons';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render-app';
import { lessonId, lessonPage, preparePlayer } from '../../../test/lesson-fixtures';
import { CourseTreePanel } from './course-tree-panel';

type Entry = LessonPage['outline'][number]['pages'][number];
const entry = (nodeId: string, title: string, fields: Partial<Entry>): Entry => ({
  nodeId,
  title,
  pageId: `page-${nodeId}`,
  state: 'answered',
  reachable: true,
  timeLimit: null,
  blockType: 'exercice',
  score: null,
  ...fields,
});

const outline: LessonPage['outline'] = [
  {
    id: 'section-1',
    title: 'Les premiers gestes',
    pages: [
      entry('a', 'Bienvenue', { blockType: 'slide', score: { actual: 0, max: 0 } }),
      entry('b', 'Les bons réflexes', { score: { actual: 50, max: 100 } }),
      entry('c', 'Activité', { blockType: 'tincan', score: { actual: 80, max: 100 } }),
      entry('d', 'Sans points', { score: { actual: 0, max: 0 } }),
    ],
  },
  {
    id: 'section-2',
    title: 'La suite',
    pages: [
      entry('e', 'Sur l’écran', { state: 'seen' }),
      entry('f', 'Commencée plus tôt', { state: 'seen' }),
      entry('g', 'Suivante', { state: 'new', pageId: null }),
      entry('h', 'Plus loin', { state: 'new', pageId: null, reachable: false }),
    ],
  },
];

describe('the course tree with scores (docs/product/screens-and-routes.md#header-and-tools)', () => {
  beforeEach(preparePlayer);

  it('marks slides « vue », answered exercises and activities with their points, and each section with its progress', async () => {
    const page = lessonPage({ nodeId: 'e', outline });
    await renderRoutes([{ path: '/session/:id', element: <CourseTreePanel id="tree" page={page} onOpen={() => undefined} /> }], {
      path: `/session/${lessonId}`,
    });
    const tree = await screen.findByRole('navigation', { name: 'Plan du module' });
    const pages = within(tree)
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('course-tree__page'));
    expect(pages.map((item) => item.textContent)).toEqual([
      'Bienvenuevue',
      'Les bons réflexes50 / 100 points',
      'Activité80 / 100 points',
      'Sans pointsFaite',
      'Sur l’écranPage affichée',
      'Commencée plus tôtCommencée',
      'SuivanteÀ faire',
      'Plus loinVerrouillée',
    ]);
    expect(within(tree).getByText('4 sur 4 faites')).toBeInTheDocument();
    expect(within(tree).getByText('0 sur 4 faites')).toBeInTheDocument();
  });
});
