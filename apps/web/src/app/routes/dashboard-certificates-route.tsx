import { certificatesBundles } from '../../features/certificates/certificates-bundles';
import { CertificatesPage } from '../../features/certificates/components/certificates-page';
import { registerFeatureBundles } from '../../lib/i18n/i18n';

await registerFeatureBundles(certificatesBundles);

export const Component = CertificatesPage;
