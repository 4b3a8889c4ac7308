import { defaultRetention } from '@espace/domain/privacy/retention';
import type { Context } from '@espace/contracts/context';
import { remindersOff } from '@espace/domain/notifications/reminder-settings';
import { describe, expect, it } from 'vitest';
import { webManifest } from './web-manifest';

const context = (name: string, change: Partial<Context> = {}): Context => ({
  id: 'c1',
  alias: 'x',
  name,
  description: null,
  hosts: { api: '/api/', backoffice: null, certification: null, frontoffice: null, lrs: null },
  assets: { logos: { main: null, small: null }, favicon: null, splashScreens: [], touchIcons: [], signature: null },
  metas: { colours: {}, labels: {} },
  settings: {
    authentication: { internal: true, sso: false, invitationCode: false },
    certificationAccess: false,
    certificationType: 'Attestation',
    badgeCredentials: false,
    userCanSet: { firstname: true, lastname: true, email: true, username: true, birthday: true },
    simplePasswordForInvitation: false,
    allowContactTeacher: false,
    requireTermsAcceptance: false,
    locales: ['fr-CA', 'en'],
    legal: { cgu: null, rgpd: null },
    demoVideoUrl: null,
    supportContact: null,
    helpContact: null,
    lockZoomOnPhones: false,
    reminders: remindersOff,
    privacy: { accountErasure: 'request', ...defaultRetention },
  },
  ...change,
});

describe('webManifest', () => {
  it.each([
    ['Acme', 'Acme'],
    ['Académie Démo', 'Académie'],
    ['Institut de formation', 'Institut de'],
    ['Établissementsupérieur', 'Établissemen'],
  ])('shortens %s to %s for the home screen', (name, shortName) => {
    expect(webManifest(context(name)).short_name).toBe(shortName);
  });

  it('leaves out colours the tenant has not set, and orders icons by size', () => {
    const manifest = webManifest(
      context('Acme', {
        assets: {
          logos: { main: null, small: null },
          favicon: null,
          splashScreens: [],
          touchIcons: [
            { url: '/i/512.png', size: 512 },
            { url: '/i/192.svg', size: 192 },
          ],
          signature: null,
        },
      }),
    );
    expect(manifest).not.toHaveProperty('theme_color');
    expect(manifest).not.toHaveProperty('background_color');
    expect(manifest).not.toHaveProperty('description');
    expect(manifest.lang).toBe('fr-CA');
    expect(manifest.icons).toEqual([
      { src: '/i/192.svg', sizes: '192x192', type: 'image/svg+xml', purpose: 'any' },
      { src: '/i/512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    ]);
  });
});
