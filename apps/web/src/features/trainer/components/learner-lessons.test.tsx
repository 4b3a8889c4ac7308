import type { LearnerInClass } from '@espace/contracts/trainer';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { scoreBundles } from '../../../components/score/score-bundles';
import { registerFeatureBundles } from '../../../lib/i18n/i18n';
import { renderRoutes } from '../../../test/render-app';
import { trainerBundles } from '../trainer-bundles';
import { LearnerLessons } from './learner-lessons';

beforeAll(async () => {
  await Promise.all([registerFeatureBundles(trainerBundles), registerFeatureBundles(scoreBundles)]);
});

type Lesson = LearnerInClass['lessons'][number];
const lesson = (id: string, courseTitle: string, programName: string): Lesson => ({
  id,
  classProgramId: `cp-${programName}`,
  programName,
  courseTitle,
  state: 'AVAILABLE',
  progression: 0,
  score: { actual: 0, max: 0 },
  timeSpent: 0,
  startedAt: null,
  endedAt: null,
  pages: [],
  earlierAttempts: [],
});

describe('LearnerLessons', () => {
  it('names the program of a lesson whose course title another program shares, as the roster does', async () => {
    await renderRoutes([
      {
        path: '/',
        element: (
          <LearnerLessons
            lessons={[lesson('l1', 'Accueillir', 'Relation client'), lesson('l2', 'Vendre', 'Relation client'), lesson('l3', 'Accueillir', 'Avancé')]}
          />
        ),
      },
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Accueillir (Relation client)',
      'Vendre',
      'Accueillir (Avancé)',
    ]);
  });
});
