import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../lib/session-storage';
import { fakeToken, mockApi } from '../../test/api-mock';
import { learnerClasses } from '../../test/class-fixtures';
import { learnerMe } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-app';
import { appRoutes } from '../routes';
import { openDocument } from './document-route';

const fileId = '3f1b2c4d-0000-4000-8000-000000000001';
const signedUrl = `/api/files/${fileId}/download?exp=1&sig=abc`;

afterEach(() => vi.restoreAllMocks());

describe('/documents/:fileId (links of documents by mail)', () => {
  it('opens the file through a signed link once signed in', async () => {
    const opened = vi.spyOn(openDocument, 'at').mockImplementation(() => undefined);
    mockApi({
      'GET users/me': { body: learnerMe },
      'GET users/me/classes': { body: learnerClasses },
      [`GET files/${fileId}/link`]: { body: { url: signedUrl, expiresAt: '2030-01-01T00:00:00.000Z' } },
    });
    saveSession(fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
    await renderRoutes(appRoutes, { path: `/documents/${fileId}`, locale: 'en' });
    await waitFor(() => expect(opened).toHaveBeenCalledWith(signedUrl));
    // The app's offline notice is a status region too, empty while online.
    expect(screen.getByText('Opening the document…')).toHaveAttribute('role', 'status');
  });

  it('says so when the file is not one the user may read', async () => {
    const opened = vi.spyOn(openDocument, 'at').mockImplementation(() => undefined);
    mockApi({ 'GET users/me': { body: learnerMe }, 'GET users/me/classes': { body: learnerClasses } });
    saveSession(fakeToken({ sub: 'u1', iat: 1, exp: 2 }));
    await renderRoutes(appRoutes, { path: `/documents/${fileId}`, locale: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The requested resource was not found');
    expect(opened).not.toHaveBeenCalled();
  });

  it('sends a visitor without a session to sign in first, and remembers where to come back', async () => {
    mockApi({});
    const { router } = await renderRoutes(appRoutes, { path: `/documents/${fileId}` });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('last_path')).toBe(`/documents/${fileId}`);
  });
});
