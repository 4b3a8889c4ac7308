import { useParams } from 'react-router';
import { CredentialPage } from '../../features/certificates/components/credential-page';

export function Component() {
  const { credentialId = '' } = useParams();
  return <CredentialPage key={credentialId} credentialId={credentialId} />;
}
