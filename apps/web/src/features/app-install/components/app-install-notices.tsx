import { InstallPrompt } from './install-prompt';
import { OfflineNotice } from './offline-notice';
import { UpdatePrompt } from './update-prompt';
import './app-install.css';

/** Mounted once at the root: what the installed, offline-tolerant app tells the learner (SPEC §1, §9). */
export function AppInstallNotices() {
  return (
    <>
      <OfflineNotice />
      <div className="app-install-stack">
        <UpdatePrompt />
        <InstallPrompt />
      </div>
    </>
  );
}
