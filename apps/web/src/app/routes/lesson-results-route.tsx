import { CertificateDownload } from '../../features/certificates/components/certificate-download';
import { useFeatureSwitches } from '../../features/context/tenant-context';
import { LessonResultsPage } from '../../features/lesson-player/components/lesson-results-page';

/** The results of an ended lesson, with the certificate's download where the tenant grants certification access. */
export function Component() {
  const { certificationAccess, certificationType } = useFeatureSwitches();
  return <LessonResultsPage certificate={certificationAccess ? { Download: CertificateDownload, type: certificationType } : null} />;
}
