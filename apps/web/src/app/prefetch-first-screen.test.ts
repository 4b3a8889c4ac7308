import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { prefetchFirstScreen } from './prefetch-first-screen';

describe('prefetchFirstScreen', () => {
  const build = () => {
    const layout = vi.fn(async () => ({}));
    const home = vi.fn(async () => ({}));
    const login = vi.fn(async () => ({}));
    const routes: RouteObject[] = [
      {
        id: 'root',
        children: [
          { path: 'login', lazy: login },
          { id: 'signed-in', lazy: layout, children: [{ index: true, lazy: home }] },
        ],
      },
    ];
    return { routes, layout, home, login };
  };

  it('loads the chunks of every route the URL matches, layout included', () => {
    const { routes, layout, home, login } = build();
    prefetchFirstScreen(routes, { pathname: '/' });
    expect(layout).toHaveBeenCalledOnce();
    expect(home).toHaveBeenCalledOnce();
    expect(login).not.toHaveBeenCalled();
  });

  it('loads nothing for a URL no route matches, and swallows a chunk that fails', async () => {
    const { routes, layout, home, login } = build();
    prefetchFirstScreen(routes, { pathname: '/nowhere' });
    expect([layout, home, login].every((lazy) => lazy.mock.calls.length === 0)).toBe(true);
    login.mockRejectedValueOnce(new Error('offline'));
    prefetchFirstScreen(routes, { pathname: '/login' });
    expect(login).toHaveBeenCalledOnce();
    await Promise.resolve();
  });
});
