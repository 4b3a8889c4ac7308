import { CorrectionPage } from '../../features/correction/components/correction-page';
import { useTenant } from '../../features/context/tenant-context';

/**
 * /correction (docs/embeds.md#correction): outside the guarded embedded set, because the
 * trainer's session may arrive by message after the screen opens; the
 * screen itself sends users without a session, or refused, to /403.
 */
export function Component() {
  return <CorrectionPage hostsBackoffice={useTenant()?.hosts.backoffice ?? null} />;
}
