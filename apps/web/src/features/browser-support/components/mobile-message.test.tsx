import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../../lib/i18n/i18n';
import { MobileMessage } from './mobile-message';

/** A window whose width is `width` px, for the (max-width) queries of useIsMobile. */
function windowOfWidth(width: number) {
  const matchMedia = (query: string) => {
    const maxWidth = /max-width:\s*([\d.]+)px/.exec(query)?.[1];
    return {
      matches: maxWidth !== undefined && width <= Number(maxWidth),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    };
  };
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
}

describe('MobileMessage (docs/product/screens-and-routes.md#small-screens)', () => {
  beforeEach(async () => {
    sessionStorage.clear();
    await activateLocale('fr');
  });

  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('shows on a small screen and stays closed for the session once dismissed', async () => {
    windowOfWidth(375);
    const { unmount } = render(<MobileMessage />);
    expect(screen.getByRole('status')).toHaveTextContent('Vous êtes sur un petit écran');
    await userEvent.click(screen.getByRole('button', { name: 'Masquer le message pour petit écran' }));
    expect(screen.queryByRole('status')).toBeNull();
    unmount();
    render(<MobileMessage />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says nothing from the xs breakpoint up', () => {
    windowOfWidth(768);
    render(<MobileMessage />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
