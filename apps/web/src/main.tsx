// First: a frame refused localStorage (third-party cookies blocked) gets one in memory before any module reads it.
import './lib/storage-fallback-install';
import './styles/global.css';
import { bootstrap } from './app/bootstrap';
import { trackInputModality } from './lib/input-modality';
import { followThemeChoice } from './lib/theme-choice';

// The app's files have loaded: public/app-load-failure.js stays silent from now on.
document.documentElement.setAttribute('data-app-started', '');
trackInputModality();
followThemeChoice();
const container = document.getElementById('root');
if (container) void bootstrap(container);
