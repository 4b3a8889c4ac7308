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
      userCanSet: { firstname: false, lastname: false, email: false, username: false, birthday: false },
      simplePasswordForInvitation: false,
      allowContactTeacher: false,
      requireTermsAcceptance: false,
      locales: ['fr', 'en'],
      legal: { cgu: null, rgpd: null },
      demoVideoUrl: null,
      supportContact: null,
      lockZoomOnPhones: false,
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
    const { lockZoomOnPhones: _lock, supportContact: _contact, ...withoutTwo } = body.settings;
    const refused = updateTenantSettingsBodySchema.safeParse({ ...body, settings: withoutTwo });
    // The accessibility contact alone may be left out (null); every switch is written.
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['settings', 'lockZoomOnPhones'], message: 'Invalid input: expected boolean, received undefined' }),
    ]);
  });
});
