import { CertificatesPage } from '../../features/certificates/components/certificates-page';

export const Component = CertificatesPage;
