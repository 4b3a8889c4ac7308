import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withChunkLoading } from '../lib/chunk-loading/route-chunks';
import { renderRoutes } from '../test/render-app';
import { RootScreenError } from './screen-error';

const failingImport = (message: string) => () => Promise.reject(new TypeError(message));

const routesFailingWith = (message: string) =>
  withChunkLoading([
    {
      id: 'root',
      errorElement: <RootScreenError />,
      HydrateFallback: () => null,
      children: [{ path: 'home', lazy: failingImport(message) }],
    },
  ]);

describe('the root route error element', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('names the chunk that did not load, says it is missing and offers a reload', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null, { status: 404 }))),
    );
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    await renderRoutes(routesFailingWith('Failed to fetch dynamically imported module: http://localhost/assets/home-route-B1x2.js'), { path: '/home' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Chargement interrompu');
    expect(alert).toHaveTextContent('Le chargement d’une partie de l’application a échoué.');
    expect(alert).toHaveTextContent('Fichier home-route-B1x2.js : fichier manquant.');
    await userEvent.click(screen.getByRole('button', { name: 'Recharger la page' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('gives a stylesheet failure its own text, in English too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await renderRoutes(routesFailingWith('Unable to preload CSS for http://localhost/assets/home-route-X.css'), { path: '/home', locale: 'en' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The layout of part of the application failed to load.');
    expect(alert).toHaveTextContent('File home-route-X.css: other reason.');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });

  it('shows the UNDEFINED texts for any other error, without chunk details', async () => {
    await renderRoutes(routesFailingWith('x is not a function'), { path: '/home' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Une erreur est survenue, impossible d’en identifier la cause.');
    expect(alert).not.toHaveTextContent('Fichier');
    expect(screen.getByRole('button', { name: 'Recharger la page' })).toBeInTheDocument();
  });
});
