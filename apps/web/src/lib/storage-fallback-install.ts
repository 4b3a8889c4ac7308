import { installStorageFallback } from './storage-fallback';

// A module of its own, imported first by main.tsx: imports run in order, so no other module reads localStorage before this.
installStorageFallback();
