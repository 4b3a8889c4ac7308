import type { Row } from '@espace/domain/exercises/registry';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { badgeImage } from '../../pictures/pictures';
import { contentOf, renderContent } from '../../../test/render-content';
import type { WidgetData } from '../types';

const widgets = [
  { id: 'titre', type: 'course-title' },
  { id: 'partie', type: 'section-title' },
  { id: 'icone', type: 'course-icon' },
  { id: 'xp', type: 'xp-earned' },
  { id: 'pi', type: 'pi-xp-earned', showPi: true, showScore: true },
  { id: 'metier', type: 'job-xp-earned' },
  { id: 'competence', type: 'competency-xp-earned' },
] as Row[];

const competency = (id: string, title: string, actual: number) => ({ id, title, icon: 'communication', points: { actual, max: 100 } });

const widgetData: WidgetData = {
  course: { id: 'course-1', title: 'Accueillir un client', icon: 'communication', language: 'fr', certifying: false, nextChecksFirst: false },
  sectionTitle: 'Les premiers gestes',
  figures: {
    lesson: { actual: 80, max: 100 },
    global: { actual: 420, max: 600 },
    job: { id: 'job-1', title: 'Relation client', icon: 'communication', score: 40 },
    competency: competency('c0', 'Communication orale', 25),
    competencies: [
      competency('c1', 'Écoute active', 10),
      competency('c2', 'Communication orale', 25),
      competency('c3', 'Vente', 0),
      competency('c4', 'Négociation', 5),
    ],
  },
};

const list = (ids: string[]) => ({ id: 'competences', type: 'course-competency-list', courseCompetencyIds: ids }) as Row;
/** A figure's label and value, as one reads them. */
const stat = (label: string) => screen.getByText(label).closest('.widget')?.textContent;

describe('widget rows', () => {
  it('show the course titles, icon and the learner figures of the page', async () => {
    await renderContent({ content: contentOf(widgets), widgetData, blockType: 'slide' });
    expect(screen.getByText('Accueillir un client')).toHaveClass('widget--course-title');
    expect(screen.getByText('Les premiers gestes')).toHaveClass('widget--section-title');
    // They look like headings and are headings, at the content's level under the page's h1 (WCAG 1.3.1).
    expect(screen.getByRole('heading', { level: 2, name: 'Accueillir un client' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Les premiers gestes' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Icône du cours Accueillir un client' })).toBeInTheDocument();
    expect(stat('Points gagnés dans ce module')).toBe('Points gagnés dans ce module80 XP');
    expect(stat('Points PI gagnés')).toContain('420 XP');
    expect(stat('Score du module')).toContain('80 / 100 points');
    expect(stat('Métier : Relation client')).toContain('40 / 100');
    expect(stat('Compétence : Communication orale')).toContain('25 XP');
    expect(screen.queryByText('Calculé pour chaque apprenant')).not.toBeInTheDocument();
  });

  it('show the pi badge in gold and the job badge in silver (docs/product/scoring-and-badges.md#badges-in-widget-rows)', async () => {
    await renderContent({ content: contentOf(widgets), widgetData, blockType: 'slide' });
    expect(screen.getByRole('img', { name: 'Badge PI, niveau or' })).toHaveAttribute('src', badgeImage('pi', 'gold').url);
    expect(screen.getByRole('img', { name: 'Badge métier, niveau argent' })).toHaveAttribute('src', badgeImage('job', 'silver').url);
  });

  it('honour showPi and showScore', async () => {
    await renderContent({ content: contentOf([{ id: 'pi', type: 'pi-xp-earned', showPi: false, showScore: true } as Row]), widgetData });
    expect(screen.queryByText('Points PI gagnés')).not.toBeInTheDocument();
    expect(screen.getByText('Score du module')).toBeInTheDocument();
  });

  it('say so when the course has no job or the page no competency', async () => {
    const figures = { ...widgetData.figures!, job: null, competency: null };
    await renderContent({ content: contentOf(widgets), widgetData: { ...widgetData, figures }, blockType: 'slide' });
    expect(stat('Points métier')).toContain('Ce module n’est rattaché à aucun métier.');
    expect(stat('Points de compétence')).toContain('Cette page n’est liée à aucune compétence.');
  });

  it('render without a learner (a preview): figures computed for each learner, no empty title or icon', async () => {
    const { container } = await renderContent({ content: contentOf(widgets), blockType: 'slide' });
    expect(screen.getAllByText('Calculé pour chaque apprenant')).toHaveLength(5);
    expect(screen.queryByRole('img', { name: /Icône du cours/ })).not.toBeInTheDocument();
    expect(container.querySelector('.widget--course-title')).toBeNull();
  });

  it.each([
    [['c1', 'c2', 'c3', 'c4'], '140'],
    [['c1', 'c2', 'c3'], '200'],
    [['c1', 'c2'], '80'],
  ])('lay the competency list %j out with %s px of padding', async (ids, padding) => {
    await renderContent({ content: contentOf([list(ids)]), widgetData });
    const competencies = screen.getByRole('list', { name: 'Compétences du cours' });
    expect(within(competencies).getAllByRole('listitem')).toHaveLength(ids.length);
    expect(competencies).toHaveAttribute('data-padding', padding);
  });

  it('list the named competencies in the row’s order with the learner’s points, and a sentence when none is known', async () => {
    const { unmount } = await renderContent({ content: contentOf([list(['c2', 'c1'])]), widgetData });
    const items = within(screen.getByRole('list', { name: 'Compétences du cours' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Communication orale25 XP', 'Écoute active10 XP']);
    unmount();
    await renderContent({ content: contentOf([list(['c1'])]) });
    expect(screen.getByText('Aucune compétence à afficher.')).toBeInTheDocument();
  });
});
