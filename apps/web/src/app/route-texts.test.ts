import { describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../lib/i18n/i18n';
import { withTexts } from './route-texts';

describe('withTexts', () => {
  it("asks for a route's texts while its chunk loads, and resolves to the module once both are in", async () => {
    await activateLocale('fr');
    let arriveChunk: (module: { Component: string }) => void = () => {};
    const chunk = new Promise<{ Component: string }>((resolve) => (arriveChunk = resolve));
    let textsAsked = false;
    const load = withTexts(() => chunk, {
      './locales/fr.json': async () => {
        textsAsked = true;
        return { routeTexts: { title: 'Mes parcours' } };
      },
    });

    const loading = load();
    // The chunk has not arrived, and the texts are already on their way.
    await Promise.resolve();
    expect(textsAsked).toBe(true);
    arriveChunk({ Component: 'home' });
    await expect(loading).resolves.toEqual({ Component: 'home' });
    expect(i18n.t('routeTexts.title')).toBe('Mes parcours');
  });
});
