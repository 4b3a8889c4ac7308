import { useTenant } from '../../features/context/tenant-context';
import { AttestationsSection } from '../../features/certificates/components/attestations-section';
import { CertificatesPage } from '../../features/certificates/components/certificates-page';

export function Component() {
  return (
    <>
      {/* The organisation LinkedIn names beside a certification: the tenant the learner is on. */}
      <CertificatesPage organisation={useTenant()?.name ?? ''} />
      <AttestationsSection />
    </>
  );
}
