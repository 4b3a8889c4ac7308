import { useParams } from 'react-router';
import { VerifyPage } from '../../features/certificates/components/verify-page';

export function Component() {
  const { code = '' } = useParams();
  return <VerifyPage key={code} code={code} />;
}
