import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TincanFrame } from './tincan-frame';
import { renderViewer } from './test-utils';

const actor = { name: 'Léa Martin', homePage: 'http://localhost:3000', accountName: 'u1' };

function post(data: unknown, { origin = window.location.origin, source }: { origin?: string; source: MessageEventSource | null }) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

async function renderFrame(url = '/api/activities/lib/index.html') {
  const onAction = vi.fn();
  await renderViewer(<TincanFrame url={url} pageId="page-1" actor={actor} title="Les bonnes phrases" onAction={onAction} />);
  return onAction;
}

describe('TincanFrame', () => {
  it('launches the activity with endpoint, Basic auth, actor and registration, 600 px high', async () => {
    await renderFrame();
    const frame = screen.getByTitle('Activité : Les bonnes phrases');
    const src = new URL(frame.getAttribute('src') ?? '');
    expect(src.pathname).toBe('/api/activities/lib/index.html');
    expect(src.searchParams.get('endpoint')).toBe(`${window.location.origin}/api/xapi/`);
    expect(src.searchParams.get('auth')).toBe(`Basic ${btoa('u1:page-1')}`);
    expect(JSON.parse(src.searchParams.get('actor') ?? '{}')).toMatchObject({ name: ['Léa Martin'], account: { homePage: 'http://localhost:3000', name: 'u1' } });
    expect(src.searchParams.get('registration')).toBe('page-1');
    expect(frame).toHaveAttribute('height', '600');
  });

  it('shows no iframe for an invalid URL', async () => {
    await renderFrame('javascript:alert(1)');
    expect(screen.getByRole('alert')).toHaveTextContent("Cette activité ne peut pas être lancée : son adresse n'est pas valide.");
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('passes on next, close and custom scores from its own iframe', async () => {
    const onAction = await renderFrame();
    const source = (screen.getByTitle(/Activité/) as HTMLIFrameElement).contentWindow;
    post({ type: 'action:custom', score: { raw: 2, min: 0, max: 3, scaled: 0.67 } }, { source });
    post({ type: 'action:next' }, { source });
    post('action:close', { source });
    expect(onAction.mock.calls).toEqual([[{ custom: { raw: 2, min: 0, max: 3, scaled: 0.67 } }], ['next'], ['close']]);
  });

  it('ignores messages from another origin, another window or of another shape', async () => {
    const onAction = await renderFrame();
    const source = (screen.getByTitle(/Activité/) as HTMLIFrameElement).contentWindow;
    post({ type: 'action:next' }, { source, origin: 'https://evil.test' });
    post({ type: 'action:next' }, { source: window });
    post({ type: 'action:next' }, { source: null });
    post({ type: 'action:custom', score: { raw: 1 } }, { source });
    post({ type: 'something-else' }, { source });
    expect(onAction).not.toHaveBeenCalled();
  });
});
