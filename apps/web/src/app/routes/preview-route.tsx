import { useTenant } from '../../features/context/tenant-context';
import { PreviewScreen } from '../../features/preview/components/preview-screen';

/**
 * /preview (docs/embeds.md#preview), framed by the back-office. No session guard: the block
 * comes by message, and only from the tenant's back-office origin (docs/embeds.md#the-origin-rule).
 */
export function Component() {
  const tenant = useTenant();
  return (
    <main className="embedded-main" id="main-content" tabIndex={-1}>
      <PreviewScreen hostsBackoffice={tenant?.hosts.backoffice ?? null} />
    </main>
  );
}
