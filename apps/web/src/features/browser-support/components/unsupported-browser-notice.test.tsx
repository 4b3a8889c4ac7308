import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../lib/i18n/i18n';
import { UnsupportedBrowserNotice } from './unsupported-browser-notice';

const chrome58 = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/58.0.3029.110 Safari/537.36';
const chrome120 = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

describe('UnsupportedBrowserNotice', () => {
  beforeEach(async () => {
    sessionStorage.clear();
    await activateLocale('fr');
  });

  it('tells an old browser it is not supported, with the supported list', () => {
    render(<UnsupportedBrowserNotice userAgent={chrome58} />);
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('Votre navigateur n’est pas pris en charge');
    expect(notice).toHaveTextContent('Chrome 61 ou plus récent, Firefox 51 ou plus récent');
  });

  it('says nothing to a supported browser', () => {
    render(<UnsupportedBrowserNotice userAgent={chrome120} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stays closed for the rest of the session once dismissed', async () => {
    const { unmount } = render(<UnsupportedBrowserNotice userAgent={chrome58} />);
    await userEvent.click(screen.getByRole('button', { name: 'Masquer l’avertissement sur le navigateur' }));
    expect(screen.queryByRole('alert')).toBeNull();
    unmount();
    render(<UnsupportedBrowserNotice userAgent={chrome58} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
