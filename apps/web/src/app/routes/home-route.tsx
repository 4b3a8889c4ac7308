import { scoreBundles } from '../../components/score/score-bundles';
import { viewerBundles } from '../../components/viewers/viewer-bundles';
import { useFeatureSwitches } from '../../features/context/tenant-context';
import { ContactTeachers } from '../../features/home/components/contact-teachers';
import { HomePage } from '../../features/home/components/home-page';
import { homeBundles } from '../../features/home/home-bundles';
import { registerFeatureBundles } from '../../lib/i18n/i18n';

// Loaded with the route chunk, before the first render (top-level await in the lazy module).
await Promise.all([homeBundles, scoreBundles, viewerBundles].map(registerFeatureBundles));

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
