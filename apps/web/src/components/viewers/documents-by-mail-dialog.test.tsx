import type { AppFile } from '@espace/contracts/files';
import { notifyFilesMessageMax } from '@espace/contracts/message-limits';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeToken, mockApi } from '../../test/api-mock';
import { appFile } from '../../test/fixtures';
import { saveSession } from '../../lib/session-storage';
import { DocumentsByMailDialog } from './documents-by-mail-dialog';
import { renderViewer } from '../../test/render-viewer';

const file = (id: string, fileType: AppFile['fileType'], name: string, size = 2048) => appFile({ id, name, fileType, size });
const signIn = () => saveSession(fakeToken({ sub: 'user-1', iat: 1, exp: 4_000_000_000 }));

describe('DocumentsByMailDialog', () => {
  it('previews the files and sends them with the message', async () => {
    signIn();
    const { calls } = mockApi({
      'GET files/f1': { body: file('f1', 'pdf', 'Fiche réflexe - réclamation.pdf', 1536) },
      'GET files/f2': { body: file('f2', 'image', 'sourire.png') },
      'POST users/me/notify-files': { status: 204 },
    });
    const onOpenChange = vi.fn();
    const { user } = await renderViewer(<DocumentsByMailDialog open onOpenChange={onOpenChange} fileIds={['f1', 'f2']} />);
    const list = screen.getByRole('list', { name: 'Documents à envoyer' });
    expect(await within(list).findByText('Fiche réflexe - réclamation.pdf')).toBeInTheDocument();
    expect(within(list).getByText('1,5 Ko')).toBeInTheDocument();
    // The PDF's icon is a drawing, not an emoji some systems lack.
    const icon = within(list).getByText('Fiche réflexe - réclamation.pdf').closest('li')?.querySelector('.file-preview__icon');
    expect(icon?.querySelector('svg')).not.toBeNull();
    expect(icon?.textContent).toBe('');
    expect(await within(list).findByText('sourire.png')).toBeInTheDocument();
    expect(list).not.toHaveClass('file-previews--many');
    const message = screen.getByRole('textbox', { name: 'Message (facultatif)' });
    expect(message).toHaveAccessibleDescription(/^0 \/ 4\s999 caractères$/);
    expect(message).toHaveAttribute('maxlength', String(notifyFilesMessageMax));
    await user.type(message, 'Pour mon classeur');
    expect(message).toHaveAccessibleDescription(/^17 \/ 4\s999 caractères$/);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Message envoyé');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ fileIds: ['f1', 'f2'], message: 'Pour mon classeur' });
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false), { timeout: 2500 });
  });

  it('uses the compact layout above 4 files', async () => {
    signIn();
    const ids = ['a', 'b', 'c', 'd', 'e'];
    mockApi(Object.fromEntries(ids.map((id) => [`GET files/${id}`, { body: file(id, 'pdf', `${id}.pdf`) }])));
    await renderViewer(<DocumentsByMailDialog open onOpenChange={() => undefined} fileIds={ids} />);
    expect(screen.getByRole('list', { name: 'Documents à envoyer' })).toHaveClass('file-previews--many');
  });

  it('refuses to send without a signed-in user', async () => {
    const { calls } = mockApi({ 'GET files/f1': { body: file('f1', 'pdf', 'a.pdf') } });
    const { user } = await renderViewer(<DocumentsByMailDialog open onOpenChange={() => undefined} fileIds={['f1']} />);
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Des données sont manquantes pour satisfaire votre requète');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('cannot send without files', async () => {
    signIn();
    await renderViewer(<DocumentsByMailDialog open onOpenChange={() => undefined} fileIds={[]} />);
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
  });
});
