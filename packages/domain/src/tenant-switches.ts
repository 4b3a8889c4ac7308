/** What a tenant calls the document a certifying lesson earns; it names the certificates tab and the PDF. */
export const certificationTypes = ['Certificat', 'Attestation'] as const;
export type CertificationType = (typeof certificationTypes)[number];

/**
 * The most conservative choice for each of a tenant's switches (docs/product/accounts.md#tenant-switches): password sign-in only,
 * nothing a user may set, no optional feature. The web app uses them while the tenant is
 * unknown; the server reads them in place of a stored setting it cannot parse.
 */
export const conservativeTenantSwitches = {
  authentication: { internal: true, sso: false, invitationCode: false },
  certificationAccess: false,
  certificationType: 'Certificat' as const,
  userCanSet: { firstname: false, lastname: false, email: false, username: false, birthday: false },
  simplePasswordForInvitation: false,
  allowContactTeacher: false,
  requireTermsAcceptance: false,
  locales: ['fr', 'en'] as ('fr' | 'en')[],
  legal: { cgu: null, rgpd: null },
  demoVideoUrl: null,
  supportContact: null,
  // Zoom stays allowed (WCAG 1.4.4): the lock (docs/product/screens-and-routes.md#small-screens) is a tenant's explicit choice.
  lockZoomOnPhones: false,
};
