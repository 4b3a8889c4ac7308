import { describe, expect, it } from 'vitest';
import { legalDocuments, tenantSettingsSchema, updateTenantSettingsBodySchema } from './admin-settings';
import { conservativeTenantSwitches } from '@espace/domain/tenant-switches';
import { contextSchema, contextSettingsSchema } from './context';

/** The tenant's settings are declared once (contextSettingsSchema); these check that everything else takes its keys from it. */
const switches = contextSettingsSchema.shape;
const written = updateTenantSettingsBodySchema.shape.settings.shape;
const keysOf = (shape: object) => Object.keys(shape).sort();

describe('the tenant switches, declared once', () => {
  it('default each to its most conservative value (docs/product/accounts.md#tenant-switches)', () => {
    expect(conservativeTenantSwitches).toEqual({
      authentication: { internal: true, sso: false, invitationCode: false },
      certificationAccess: false,
      certificationType: 'Certificat',
      badgeCredentials: false,
      userCanSet: { firstname: false, lastname: false, email: false, username: false, birthday: false },
      simplePasswordForInvitation: false,
      allowContactTeacher: false,
      requireTermsAcceptance: false,
      locales: ['fr', 'en'],
      legal: { cgu: null, rgpd: null },
      demoVideoUrl: null,
      supportContact: null,
      helpContact: null,
      lockZoomOnPhones: false,
      reminders: {
        notStarted: { enabled: false, days: 3 },
        inactive: { enabled: false, days: 7 },
        dueSoon: { enabled: false, days: 2 },
        overdue: { enabled: false, days: 2 },
      },
      privacy: { accountErasure: 'request', inactiveAccountYears: 3, signInHistoryMonths: 12 },
    });
    expect(contextSettingsSchema.parse({ allowContactTeacher: true })).toEqual({ ...conservativeTenantSwitches, allowContactTeacher: true });
  });

  it('hand out fresh defaults: changing one read never changes the next', () => {
    const first = contextSettingsSchema.parse({});
    first.locales.push('fr-CA');
    first.authentication.internal = false;
    expect(contextSettingsSchema.parse({})).toEqual(conservativeTenantSwitches);
    expect(conservativeTenantSwitches.locales).toEqual(['fr', 'en']);
  });

  it('are what the public context and the admin read carry', () => {
    expect(contextSchema.shape.settings).toBe(contextSettingsSchema);
    expect(tenantSettingsSchema.shape.settings).toBe(contextSettingsSchema);
  });

  it('are what the admin writes, key for key, down to the nested ones', () => {
    expect(keysOf(written)).toEqual(keysOf(switches));
    expect(keysOf(written.authentication.shape)).toEqual(keysOf(switches.authentication.unwrap().shape));
    expect(keysOf(written.userCanSet.shape)).toEqual(keysOf(switches.userCanSet.unwrap().shape));
    expect(keysOf(written.legal.shape)).toEqual(keysOf(switches.legal.unwrap().shape));
    expect(keysOf(written.reminders.shape)).toEqual(keysOf(switches.reminders.unwrap().shape));
    expect(keysOf(written.reminders.shape.inactive.shape)).toEqual(keysOf(switches.reminders.unwrap().shape.inactive.shape));
    expect(keysOf(written.privacy.shape)).toEqual(keysOf(switches.privacy.unwrap().shape));
    expect([...legalDocuments]).toEqual(['cgu', 'rgpd']);
    const legalDocument = switches.legal.unwrap().shape.cgu.unwrap();
    expect(keysOf(written.legal.shape.cgu.unwrap().shape)).toEqual(keysOf(legalDocument.shape));
  });

  it('are each required in a write: a missing one is refused, not read as its default', () => {
    const body = {
      name: 'Demo',
      colours: { primary: '#1d4ed8', secondary: '#334155', background: '#f4f6fa', text: '#111827' },
      labels: {},
      settings: { ...conservativeTenantSwitches, authentication: { internal: true, invitationCode: false } },
      backofficeOrigin: null,
    };
    expect(updateTenantSettingsBodySchema.safeParse(body).success).toBe(true);
    const { lockZoomOnPhones: _lock, supportContact: _contact, helpContact: _help, ...withoutThree } = body.settings;
    const refused = updateTenantSettingsBodySchema.safeParse({ ...body, settings: withoutThree });
    // The accessibility and help contacts alone may be left out (null); every switch is written.
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['settings', 'lockZoomOnPhones'], message: 'Invalid input: expected boolean, received undefined' }),
    ]);
  });

  it('keep each reminder’s days within its bounds, whole, and refuse a key they do not know', () => {
    const base = contextSettingsSchema.parse({}).reminders;
    const write = (reminders: unknown) =>
      updateTenantSettingsBodySchema.shape.settings.shape.reminders.safeParse(reminders).error?.issues.map((issue) => issue.path.join('.')) ?? [];
    expect(write({ ...base, inactive: { enabled: true, days: 60 }, notStarted: { enabled: true, days: 1 } })).toEqual([]);
    expect(write({ ...base, inactive: { enabled: true, days: 61 } })).toEqual(['inactive.days']);
    expect(write({ ...base, notStarted: { enabled: true, days: 0 } })).toEqual(['notStarted.days']);
    expect(write({ ...base, dueSoon: { enabled: true, days: 2.5 } })).toEqual(['dueSoon.days']);
    // The day after a due day is the due-date notice's: an overdue reminder starts at 2.
    expect(write({ ...base, overdue: { enabled: true, days: 1 } })).toEqual(['overdue.days']);
    expect(write({ ...base, overdue: { enabled: true, days: 2, when: 'always' } })).toEqual(['overdue']);
    const { dueSoon: _dueSoon, ...withoutOne } = base;
    expect(write(withoutOne)).toEqual(['dueSoon']);
  });
});
