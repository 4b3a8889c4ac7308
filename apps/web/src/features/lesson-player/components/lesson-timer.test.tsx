import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../../lib/i18n/i18n';
import { renderRoutes } from '../../../test/render-app';
import { preparePlayer } from '../../../test/lesson-fixtures';
import { LessonTimer } from './lesson-timer';

const show = (remainingSeconds: number, limitSeconds: number, locale: 'fr' | 'en' = 'fr') =>
  renderRoutes([{ path: '/', element: <LessonTimer remainingSeconds={remainingSeconds} limitSeconds={limitSeconds} onComplete={() => undefined} /> }], {
    locale,
  });

describe('the timer warnings (#20 item 5, WCAG 2.2.1)', () => {
  beforeEach(preparePlayer);
  afterEach(() => vi.useRealTimers());

  it('says nothing until a fifth of the time is left, then says it politely, then again at 5 s', async () => {
    await activateLocale('fr');
    vi.useFakeTimers();
    await show(20, 90);
    const status = within(screen.getByRole('timer')).getByRole('status');
    expect(status).toHaveTextContent(/^$/);
    act(() => vi.advanceTimersByTime(1000));
    expect(status).toHaveTextContent(/^$/);
    act(() => vi.advanceTimersByTime(1000));
    expect(status).toHaveTextContent('Il reste 18 secondes.');
    act(() => vi.advanceTimersByTime(13_000));
    expect(status).toHaveTextContent('Plus que 5 secondes !');
  });

  it('counts a learner with more time from their own limit: × 2 of 1,800 s warns at 12 minutes', async () => {
    await activateLocale('en');
    vi.useFakeTimers();
    await show(721, 3600, 'en');
    const status = within(screen.getByRole('timer')).getByRole('status');
    act(() => vi.advanceTimersByTime(1000));
    expect(status).toHaveTextContent('12 minutes left.');
  });
});
