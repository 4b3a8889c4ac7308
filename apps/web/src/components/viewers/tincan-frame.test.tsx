import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TincanFrame } from './tincan-frame';
import { renderViewer } from '../../test/render-viewer';

const actor = { objectType: 'Agent', name: 'Léa Martin', account: { homePage: 'http://localhost:3000', name: 'u1' } };
const tincanLaunch = { endpoint: '/api/xapi/', auth: 'Basic a2V5OnNlY3JldA==', actor, registration: 'page-1', cmi5: null };

// The portal's own activities run sandboxed in an opaque origin: their messages' origin is 'null'.
function post(data: unknown, { origin = 'null', source }: { origin?: string; source: MessageEventSource | null }) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

async function renderFrame(url = '/api/activities/lib/index.html', launch: () => Promise<typeof tincanLaunch> = async () => tincanLaunch) {
  const onAction = vi.fn();
  await renderViewer(<TincanFrame url={url} title="Les bonnes phrases" onAction={onAction} launch={launch} />);
  if (url.startsWith('/')) await screen.findByTitle('Activité : Les bonnes phrases');
  return onAction;
}

describe('TincanFrame', () => {
  it('launches the activity with the endpoint, the Basic auth of its launch, the actor and the registration, 600 px high', async () => {
    await renderFrame();
    const frame = screen.getByTitle('Activité : Les bonnes phrases');
    const src = new URL(frame.getAttribute('src') ?? '');
    expect(src.pathname).toBe('/api/activities/lib/index.html');
    expect(src.searchParams.get('endpoint')).toBe(`${window.location.origin}/api/xapi/`);
    expect(src.searchParams.get('auth')).toBe('Basic a2V5OnNlY3JldA==');
    expect(JSON.parse(src.searchParams.get('actor') ?? '{}')).toMatchObject({
      name: ['Léa Martin'],
      account: { homePage: 'http://localhost:3000', name: 'u1' },
    });
    expect(src.searchParams.get('registration')).toBe('page-1');
    expect(frame).toHaveAttribute('height', '600');
  });

  it("frames the portal's activity in the activity sandbox: scripts, forms and popups, never our origin nor the top window", async () => {
    await renderFrame();
    expect(screen.getByTitle('Activité : Les bonnes phrases')).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox',
    );
  });

  it("lets another site's activity keep its own origin, in the same sandbox, and hears it from that origin only", async () => {
    const onAction = await renderFrame('https://content.example.org/module/index.html');
    const frame = (await screen.findByTitle('Activité : Les bonnes phrases')) as HTMLIFrameElement;
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-same-origin');
    post({ type: 'action:next' }, { source: frame.contentWindow });
    post({ type: 'action:next' }, { source: frame.contentWindow, origin: window.location.origin });
    expect(onAction).not.toHaveBeenCalled();
    post({ type: 'action:next' }, { source: frame.contentWindow, origin: 'https://content.example.org' });
    expect(onAction).toHaveBeenCalledWith('next');
  });

  it('launches a cmi5 AU with its fetch URL and activity id, never Basic credentials', async () => {
    const cmi5 = {
      ...tincanLaunch,
      auth: null,
      cmi5: { fetch: '/api/xapi/extensions/cmi5/fetch?token=t0k3n', activityId: 'http://localhost:3000/xapi/cmi5/au/b1', launchMethod: 'AnyWindow' as const },
    };
    await renderFrame('/api/activities/lib/quiz.html', async () => cmi5 as never);
    const src = new URL(screen.getByTitle('Activité : Les bonnes phrases').getAttribute('src') ?? '');
    expect(src.searchParams.get('fetch')).toBe(`${window.location.origin}/api/xapi/extensions/cmi5/fetch?token=t0k3n`);
    expect(src.searchParams.get('activityId')).toBe('http://localhost:3000/xapi/cmi5/au/b1');
    expect(src.searchParams.get('auth')).toBeNull();
  });

  it('shows no iframe for an invalid URL', async () => {
    await renderFrame('javascript:alert(1)');
    expect(await screen.findByRole('alert')).toHaveTextContent('Cette activité ne peut pas être lancée : son adresse n’est pas valide.');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('offers to try again when the launch fails', async () => {
    let calls = 0;
    const launch = async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return tincanLaunch;
    };
    await renderViewer(<TincanFrame url="/api/activities/lib/index.html" title="Les bonnes phrases" onAction={vi.fn()} launch={launch} />);
    (await screen.findByRole('button', { name: 'Réessayer' })).click();
    expect(await screen.findByTitle('Activité : Les bonnes phrases')).toBeInTheDocument();
  });

  it('passes on next, close and custom scores from its own iframe', async () => {
    const onAction = await renderFrame();
    const source = (screen.getByTitle(/Activité/) as HTMLIFrameElement).contentWindow;
    post({ type: 'action:custom', score: { raw: 2, min: 0, max: 3, scaled: 0.67 } }, { source });
    post({ type: 'action:next' }, { source });
    post('action:close', { source });
    expect(onAction.mock.calls).toEqual([[{ custom: { raw: 2, min: 0, max: 3, scaled: 0.67 } }], ['next'], ['close']]);
  });

  it('hears an activity that speaks the moment its frame is in the page, before React has run its effects', async () => {
    // A mutation observer's callback runs right after the frame is committed: what a fast activity,
    // or a busy machine's test, may do before the component's passive effects are flushed.
    const heard = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        const frame = document.querySelector('iframe');
        if (!frame) return;
        observer.disconnect();
        post({ type: 'action:next' }, { source: frame.contentWindow });
        resolve();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    const onAction = await renderFrame();
    await heard;
    expect(onAction).toHaveBeenCalledWith('next');
  });

  it('ignores messages from another origin, another window or of another shape', async () => {
    const onAction = await renderFrame();
    const source = (screen.getByTitle(/Activité/) as HTMLIFrameElement).contentWindow;
    post({ type: 'action:next' }, { source, origin: 'https://evil.test' });
    // Not from the sandbox: the portal's own origin is not where its activities speak from.
    post({ type: 'action:next' }, { source, origin: window.location.origin });
    post({ type: 'action:next' }, { source: window });
    post({ type: 'action:next' }, { source: null });
    post({ type: 'action:custom', score: { raw: 1 } }, { source });
    post({ type: 'something-else' }, { source });
    expect(onAction).not.toHaveBeenCalled();
  });
});
