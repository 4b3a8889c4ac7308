import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/errors/api-error';
import { renderViewer } from '../../test/render-viewer';
import { ScormFrame } from './scorm-frame';

const session = 'S'.repeat(43);
const launched = { version: '1.2' as const, sessionId: '11111111-1111-4111-8111-111111111111', session };
const openElsewhere = new ApiError(409, { code: 'SCO_OPEN_ELSEWHERE' }, 'lessons/l1/pages/p1/scorm-launch');

// The SCO runs sandboxed in an opaque origin: its runtime's messages say 'null'.
const post = (data: unknown, source: MessageEventSource | null) =>
  act(() => window.dispatchEvent(new MessageEvent('message', { data, origin: 'null', source })));

async function renderFrame(launch: (takeOver: boolean) => Promise<typeof launched>) {
  const onAction = vi.fn();
  await renderViewer(<ScormFrame url="/api/activities/lib/sco.html" title="Accueillir au téléphone" onAction={onAction} launch={launch} />);
  return onAction;
}

describe('ScormFrame', () => {
  it('gives the SCO its session by the frame’s name, never its URL, in the activity sandbox', async () => {
    await renderFrame(async () => launched);
    const frame = await screen.findByTitle('Activité : Accueillir au téléphone');
    expect(frame).toHaveAttribute('src', '/api/activities/lib/sco.html');
    expect(frame.getAttribute('name')).toBe(`espace-scorm:{"version":"1.2","session":"${session}"}`);
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox');
  });

  it('says the SCO is open elsewhere and takes it over on request', async () => {
    const launch = vi.fn(async (takeOver: boolean) => {
      if (!takeOver) throw openElsewhere;
      return launched;
    });
    await renderFrame(launch);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cette activité est ouverte dans un autre onglet ou sur un autre appareil.');
    await userEvent.click(screen.getByRole('button', { name: 'L’ouvrir ici' }));
    expect(await screen.findByTitle('Activité : Accueillir au téléphone')).toBeInTheDocument();
    expect(launch).toHaveBeenLastCalledWith(true);
  });

  it('tells what its runtime says: a commit kept while offline, then stored; the session taken elsewhere; next', async () => {
    const onAction = await renderFrame(async () => launched);
    const frame = (await screen.findByTitle('Activité : Accueillir au téléphone')) as HTMLIFrameElement;
    post({ type: 'scorm:unsaved' }, frame.contentWindow);
    expect(screen.getByRole('status')).toHaveTextContent('Connexion perdue');
    // Another window's word changes nothing.
    post({ type: 'scorm:saved' }, window);
    expect(screen.getByRole('status')).toHaveTextContent('Connexion perdue');
    post({ type: 'scorm:saved' }, frame.contentWindow);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    post({ type: 'action:next' }, frame.contentWindow);
    expect(onAction).toHaveBeenCalledWith('next');
    post({ type: 'scorm:elsewhere' }, frame.contentWindow);
    expect(screen.getByRole('alert')).toHaveTextContent('Cette activité a été ouverte dans un autre onglet ou sur un autre appareil');
    expect(screen.queryByTitle('Activité : Accueillir au téléphone')).toBeNull();
  });
});
