import { BadgeCredentials } from '../../features/certificates/components/badge-credentials';
import { useFeatureSwitches, useTenant } from '../../features/context/tenant-context';
import { LevelsPage } from '../../features/dashboard/components/levels-page';

export function Component() {
  const { badgeCredentials } = useFeatureSwitches();
  // The organisation that signs the badges, and that LinkedIn names beside them: the tenant the learner is on.
  const organisation = useTenant()?.name ?? '';
  return <LevelsPage after={badgeCredentials ? <BadgeCredentials organisation={organisation} /> : undefined} />;
}
