import { useParams } from 'react-router';
import { certificatesBundles } from '../../features/certificates/certificates-bundles';
import { VerifyPage } from '../../features/certificates/components/verify-page';
import { registerFeatureBundles } from '../../lib/i18n/i18n';

await registerFeatureBundles(certificatesBundles);

export function Component() {
  const { code = '' } = useParams();
  return <VerifyPage key={code} code={code} />;
}
