import { useFeatureSwitches } from '../../features/context/tenant-context';
import { ContactTeachers } from '../../features/home/components/contact-teachers';
import { HomePage } from '../../features/home/components/home-page';

export function Component() {
  const { demoVideoUrl, authentication, allowContactTeacher } = useFeatureSwitches();
  // SPEC §6: contacting a teacher needs internal login and allowContactTeacher not false.
  const canContact = authentication.internal && allowContactTeacher !== false;
  return (
    <HomePage
      demoVideoUrl={demoVideoUrl}
      classTools={canContact ? (schoolClass) => <ContactTeachers classId={schoolClass.id} className={schoolClass.name} /> : undefined}
    />
  );
}
