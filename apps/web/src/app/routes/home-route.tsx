import { useFeatureSwitches } from '../../features/context/tenant-context';
import { ContactTeachers } from '../../features/home/components/contact-teachers';
import { HomePage } from '../../features/home/components/home-page';
import { Navigate } from 'react-router';
import { landsInTrainerSpace, trainerHome } from '../layout/spaces';
import { useMe } from '../../features/auth/api/get-me';

export function Component() {
  const { demoVideoUrl, authentication, allowContactTeacher } = useFeatureSwitches();
  const me = useMe().data;
  // Contacting a teacher needs internal login and allowContactTeacher not false (docs/product/accounts.md#contacting-a-teacher).
  const canContact = authentication.internal && allowContactTeacher !== false;
  // A trainer who follows no class as a learner lands on "Mes classes" (docs/trainers.md).
  if (me !== undefined && landsInTrainerSpace(me)) return <Navigate to={trainerHome} replace />;
  return (
    <HomePage
      demoVideoUrl={demoVideoUrl}
      classTools={canContact ? (schoolClass) => <ContactTeachers classId={schoolClass.id} className={schoolClass.name} /> : undefined}
    />
  );
}
