import { contactMessageMax } from '@espace/contracts/message-limits';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { ContactUserDialog } from './contact-user-dialog';
import { renderViewer } from '../../test/render-viewer';

const recipient = { id: 'teacher-1', name: 'Thomas Bernard' };

describe('ContactUserDialog', () => {
  it('is closed without a recipient', async () => {
    await renderViewer(<ContactUserDialog recipient={null} subject="Accueil" onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for a message on blur and refuses an incomplete form', async () => {
    const { calls } = mockApi({});
    const { user } = await renderViewer(<ContactUserDialog recipient={recipient} subject="Accueil" onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Contacter Thomas Bernard' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Objet' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Objet' })).toHaveValue('Accueil');
    await user.click(screen.getByRole('textbox', { name: 'Message' }));
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(/Écrivez quelque chose\s:\svotre message$/);
    await user.click(screen.getByRole('button', { name: 'Envoyer à Thomas Bernard' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Des données sont manquantes pour satisfaire votre requète');
    expect(calls).toHaveLength(0);
  });

  it("counts the characters up to the server's limit and takes no more", async () => {
    const { user } = await renderViewer(<ContactUserDialog recipient={recipient} subject="Accueil" onClose={() => undefined} />);
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(message).toHaveAccessibleDescription(/^0 \/ 4\s999 caractères$/);
    await user.type(message, 'Bonjour');
    expect(message).toHaveAccessibleDescription(/^7 \/ 4\s999 caractères$/);
    await user.click(message);
    await user.paste('x'.repeat(contactMessageMax));
    expect(message).toHaveValue(`Bonjour${'x'.repeat(contactMessageMax - 7)}`);
    expect(message).toHaveAccessibleDescription(/^4\s999 \/ 4\s999 caractères$/);
  });

  it('sends the message, says so and closes 1.5 s later', async () => {
    const { calls } = mockApi({ 'POST users/contact': { status: 204 } });
    const onClose = vi.fn();
    const { user } = await renderViewer(<ContactUserDialog recipient={recipient} subject="Accueil" classId="class-1" onClose={onClose} />);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '  Bonjour, une question.  ');
    await user.click(screen.getByRole('button', { name: 'Envoyer à Thomas Bernard' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Message envoyé');
    expect(calls[0]?.body).toEqual({ recipientId: 'teacher-1', subject: 'Accueil', message: 'Bonjour, une question.', classId: 'class-1' });
    expect(onClose).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1), { timeout: 2500 });
  });

  it('keeps the message and says why when sending fails', async () => {
    mockApi({ 'POST users/contact': { status: 400, body: { code: 'BAD_REQUEST', title: 'Requête invalide', message: 'Destinataire inconnu' } } });
    const { user } = await renderViewer(<ContactUserDialog recipient={recipient} subject="Accueil" onClose={() => undefined} />);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Bonjour');
    await user.click(screen.getByRole('button', { name: 'Envoyer à Thomas Bernard' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Bonjour');
  });

  it('hides 100 ms after being toggled closed', async () => {
    const onClose = vi.fn();
    const { user } = await renderViewer(<ContactUserDialog recipient={recipient} subject="Accueil" onClose={onClose} />);
    // Pressed once the dialog has settled (its focus moved in), as a person would: on a loaded
    // machine a press during its opening effects was seen to leave it open (CI).
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
