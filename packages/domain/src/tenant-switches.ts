/** What a tenant calls the document a certifying lesson earns; it names the certificates tab and the PDF. */
export const certificationTypes = ['Certificat', 'Attestation'] as const;
export type CertificationType = (typeof certificationTypes)[number];
