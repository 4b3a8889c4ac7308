import type { Row } from '@espace/domain/exercises/registry';
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { linkAnswers, mockApi } from '../../test/api-mock';
import { contentOf, renderContent, resultsOf } from '../../test/render-content';

vi.mock('../viewers/pdf-viewer', () => ({ PdfViewer: () => null }));

/** One row of every type, as in the demo program. */
const rows = [
  {
    id: 'mc',
    type: 'multiple-choice',
    question: '<p>Quels réflexes ?</p>',
    choices: [
      { id: 'a', value: 'Sourire', correct: true },
      { id: 'b', value: 'Ignorer', correct: false },
    ],
    settings: { keepOrder: true, columns: 2 },
  },
  {
    id: 'cc',
    type: 'combined-choice',
    question: '<p>Complétez.</p>',
    text: 'Je le {{s}}.',
    slots: [
      {
        id: 's',
        options: [
          { id: 'x', value: 'salue' },
          { id: 'y', value: 'ignore' },
        ],
        correctOptionId: 'x',
      },
    ],
  },
  { id: 'fa', type: 'free-answer', question: '<p>Un verbe ?</p>', expected: ['écouter'] },
  {
    id: 'dd',
    type: 'drag-n-drop',
    question: '<p>Placez.</p>',
    choices: [
      { id: 'e', value: 'Écouter' },
      { id: 'r', value: 'Reformuler' },
    ],
    targets: [
      { id: 't1', label: '1re étape', acceptedChoiceIds: ['e'] },
      { id: 't2', label: '2e étape', acceptedChoiceIds: ['r'] },
    ],
  },
  { id: 'pw', type: 'pick-words', question: '<p>Les verbes.</p>', text: 'Je dois [regarder] et [sourire].' },
  {
    id: 'ic',
    type: 'image-cliquable',
    question: '<p>Les zones.</p>',
    imageFileId: 'img',
    choices: [
      { id: 'c', value: 'Le client', shape: { kind: 'circle', cx: 300, cy: 190, r: 40 }, correct: true },
      {
        id: 'p',
        value: 'La porte',
        shape: {
          kind: 'polygon',
          points: [
            [0, 0],
            [10, 0],
            [10, 10],
          ],
        },
        correct: false,
      },
    ],
  },
  { id: 'mi', type: 'media-internal', appFileId: 'photo', description: 'Un sourire' },
  { id: 'mt', type: 'media-tincan', title: 'Activité', url: '/api/activities/a/index.html' },
  { id: 'wy', type: 'wysiwyg', html: '<p>Un bon accueil.</p>' },
  { id: 'mm', type: 'medias-by-mail', title: 'Par e-mail', attachmentIds: ['photo'] },
  { id: 've', type: 'video-external', title: 'Vidéo', url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE' },
  { id: 'ct', type: 'course-title' },
  { id: 'xp', type: 'xp-earned' },
  { id: 'pi', type: 'pi-xp-earned', showPi: true, showScore: true },
  { id: 'cl', type: 'course-competency-list', courseCompetencyIds: ['c1'] },
] as Row[];

const answers = { mc: ['b'], cc: { s: 'y' }, fa: 'parler', dd: ['r', null], pw: [1], ic: ['p'] };

async function seriousViolations(): Promise<string[]> {
  // jsdom has no layout or canvas: contrast is checked in the browser (e2e/player/rows.spec.ts).
  const results = await axe.run(document.body, { iframes: false, rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`);
}

// axe walks the whole page: slower than the other component tests, more so on a busy machine.
describe('lesson content accessibility (axe-core)', { timeout: 30_000 }, () => {
  const content = contentOf(rows, {
    statement: { html: '<p>Un client entre dans la boutique.</p>' },
    table: { headers: ['Étape', 'Exemple'], rows: [['1', 'Écouter']] },
    interactiveImage: {
      imageFileId: 'plan',
      zones: [{ id: 'z', shape: { kind: 'rectangle', x: 0, y: 0, width: 10, height: 10 }, title: 'Entrée', html: '<p>Ici.</p>' }],
    },
  });
  const files = {
    'GET files/photo': {
      body: {
        id: 'photo',
        name: 'sourire.png',
        type: 'image/png',
        fileType: 'image',
        size: 1,
        libraryId: null,
        ownerId: null,
        alt: 'Un sourire',
        transcript: null,
        hasCaptions: false,
      },
    },
    ...linkAnswers('photo', 'img', 'plan'),
  };
  const terms = [{ id: 'accueil', title: 'Accueil', words: [], definition: 'Le premier contact.' }];

  it('has no serious or critical violation before answering', async () => {
    mockApi(files);
    await renderContent({ content, terms });
    await screen.findByRole('img', { name: 'Un sourire' }, { timeout: 5000 });
    expect(await seriousViolations()).toEqual([]);
  });

  it('has no serious or critical violation in the correction display', async () => {
    mockApi(files);
    await renderContent({ content, terms, answers, results: resultsOf(rows, answers) });
    await screen.findByRole('img', { name: 'Un sourire' }, { timeout: 5000 });
    expect(await seriousViolations()).toEqual([]);
  });
});
