import { InstallPrompt } from './install-prompt';
import { UpdatePrompt } from './update-prompt';
import './app-install.css';

/** Mounted once at the root: what the installed app offers the learner (docs/offline.md); the offline notice sits above the page (offline-notice.tsx). */
export function AppInstallNotices() {
  return (
    <div className="app-install-stack">
      <UpdatePrompt />
      <InstallPrompt />
    </div>
  );
}
