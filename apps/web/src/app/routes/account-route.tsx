import { ProfilePage } from '../../features/account/components/profile-page';
import { useMe } from '../../features/auth/api/get-me';
import { useFeatureSwitches } from '../../features/context/tenant-context';

/** /me sits behind the guard, so users/me has already answered. */
export function Component() {
  const { data: me } = useMe();
  const { userCanSet, simplePasswordForInvitation } = useFeatureSwitches();
  if (!me) return null;
  return <ProfilePage me={me} settings={{ userCanSet, simplePasswordForInvitation }} />;
}
