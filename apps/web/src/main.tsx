// First: a frame refused localStorage (third-party cookies blocked) gets one in memory before any module reads it.
import './lib/storage-fallback-install';
import './styles/global.css';
import { bootstrap } from './app/bootstrap';

const container = document.getElementById('root');
if (container) void bootstrap(container);
