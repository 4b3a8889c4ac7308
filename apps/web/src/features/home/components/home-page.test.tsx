import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeToken, mockApi } from '../../../test/api-mock';
import { learnerClasses } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render-app';
import { HomePage } from './home-page';

const routes = [{ path: '/', element: <HomePage /> }];
const signIn = () => localStorage.setItem('id_token', fakeToken({ sub: 'u1', iat: 1, exp: 2 }));

describe('HomePage', () => {
  it("shows the heading, the tenant's subtitle and the learner's classes with programs and courses in order", async () => {
    const { calls } = mockApi({ 'GET users/me/classes': { body: learnerClasses } });
    signIn();
    await renderRoutes(routes);
    expect(screen.getByRole('heading', { level: 1, name: 'Mes formations' })).toBeInTheDocument();
    expect(screen.getByText('Vos parcours de formation')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement de vos formations…');

    const list = await screen.findByRole('list', { name: 'Mes classes' });
    const classes = within(list).getAllByRole('article');
    expect(classes.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(['Printemps 2026 — Accueil client', 'Automne 2026 — Sécurité']);
    const [spring, autumn] = classes as [HTMLElement, HTMLElement];
    expect(within(spring).getByText('Du 2 mars 2026 au 30 juin 2026')).toBeInTheDocument();
    expect(within(spring).getByRole('heading', { level: 3, name: 'Relation client' })).toBeInTheDocument();
    const courses = within(spring).getByRole('list', { name: 'Cours du programme Relation client' });
    expect(within(courses).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Accueillir un client', 'Traiter une réclamation']);
    expect(within(spring).getByText('2 cours')).toBeInTheDocument();
    expect(within(autumn).getByText('À partir du 1 septembre 2026')).toBeInTheDocument();
    expect(within(autumn).getByText('Les gestes qui sauvent')).toBeInTheDocument();
    expect(calls[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows a welcome text when there is no class', async () => {
    mockApi({ 'GET users/me/classes': { body: { items: [] } } });
    signIn();
    await renderRoutes(routes, { locale: 'en' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome!' })).toBeInTheDocument();
    expect(screen.getByText('No course is planned for you yet. Come back soon!')).toBeInTheDocument();
  });

  it('explains a failure and retries on demand', async () => {
    let fail = true;
    mockApi({ 'GET users/me/classes': () => (fail ? { status: 500, body: { code: 'INTERNAL_ERROR', title: 't', message: 'm' } } : { body: learnerClasses }) });
    signIn();
    await renderRoutes(routes);
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert).toHaveTextContent('Impossible de charger vos formations.');
    expect(alert).toHaveTextContent('Une erreur interne est survenue. Veuillez réessayer plus tard.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('list', { name: 'Mes classes' })).toBeInTheDocument();
  });

  it('pages the classes five at a time', async () => {
    const first = learnerClasses.items[0]!;
    const items = Array.from({ length: 7 }, (_, index) => ({ ...first, id: `k${index}`, name: `Classe ${index + 1}` }));
    mockApi({ 'GET users/me/classes': { body: { items } } });
    signIn();
    await renderRoutes(routes);
    const list = await screen.findByRole('list', { name: 'Mes classes' });
    expect(within(list).getAllByRole('article')).toHaveLength(5);
    const pager = screen.getByRole('navigation', { name: 'Pagination des classes' });
    expect(pager).toHaveTextContent('Page 1 sur 2');
    await userEvent.click(within(pager).getByRole('button', { name: 'Page suivante' }));
    expect(within(screen.getByRole('list', { name: 'Mes classes' })).getAllByRole('article')).toHaveLength(2);
    expect(within(pager).getByRole('button', { name: 'Page suivante' })).toBeDisabled();
  });
});
