import type { Row } from '@espace/domain/exercises/registry';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentOf, renderContent } from '../test-utils';
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

const widgetData: WidgetData = {
  courseTitle: 'Accueillir un client',
  sectionTitle: 'Les premiers gestes',
  courseIconUrl: '/icons/communication.svg',
  score: { actual: 80, max: 100 },
  xp: 120,
  piXp: 15,
  jobXp: 40,
  competencyXp: 25,
  competencies: [
    { id: 'c1', title: 'Écoute active', xp: 10 },
    { id: 'c2', title: 'Communication orale' },
    { id: 'c3', title: 'Vente' },
    { id: 'c4', title: 'Négociation' },
  ],
};

const list = (ids: string[]) => ({ id: 'competences', type: 'course-competency-list', courseCompetencyIds: ids }) as Row;

describe('widget rows', () => {
  it('show the course titles, icon and the learner figures from widgetData', async () => {
    await renderContent({ content: contentOf(widgets), widgetData, blockType: 'slide' });
    expect(screen.getByText('Accueillir un client')).toHaveClass('widget--course-title');
    expect(screen.getByText('Les premiers gestes')).toHaveClass('widget--section-title');
    expect(screen.getByRole('img', { name: 'Icône du cours Accueillir un client' })).toHaveAttribute('src', '/icons/communication.svg');
    const stat = (label: string) => (screen.getByText(label).parentElement as HTMLElement).textContent;
    expect(stat("Points d'expérience gagnés")).toBe("Points d'expérience gagnés120");
    expect(stat('Points PI gagnés')).toContain('15');
    expect(stat('Score')).toContain('80 / 100 points');
    expect(stat("Points d'expérience métier")).toContain('40');
    expect(stat("Points d'expérience de compétence")).toContain('25');
  });

  it('honour showPi and showScore', async () => {
    await renderContent({ content: contentOf([{ id: 'pi', type: 'pi-xp-earned', showPi: false, showScore: true } as Row]), widgetData });
    expect(screen.queryByText('Points PI gagnés')).not.toBeInTheDocument();
    expect(screen.getByText('Score')).toBeInTheDocument();
  });

  it('render without widgetData: figures not available, no empty title or icon', async () => {
    const { container } = await renderContent({ content: contentOf(widgets), blockType: 'slide' });
    expect(screen.getAllByText('Non disponible')).toHaveLength(5);
    expect(container.querySelector('img')).toBeNull();
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

  it('show the xp of a competency when known, and a sentence when none is known', async () => {
    const { unmount } = await renderContent({ content: contentOf([list(['c1'])]), widgetData });
    expect(screen.getByText('10 XP')).toBeInTheDocument();
    unmount();
    await renderContent({ content: contentOf([list(['c1'])]) });
    expect(screen.getByText('Aucune compétence à afficher.')).toBeInTheDocument();
  });
});
