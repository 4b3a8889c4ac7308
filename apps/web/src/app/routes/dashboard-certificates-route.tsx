import { useTenant } from '../../features/context/tenant-context';
import { CertificatesPage } from '../../features/certificates/components/certificates-page';

export function Component() {
  // The organisation LinkedIn names beside a certification: the tenant the learner is on.
  return <CertificatesPage organisation={useTenant()?.name ?? ''} />;
}
