import { createValueStore } from '../../lib/value-store';

/**
 * The waiting new version of the app, if any: the function that activates it
 * and reloads. Kept outside React because the service worker reports it from
 * the bootstrap, before (or after) anything renders.
 */
type ApplyUpdate = () => Promise<void>;

const waiting = createValueStore<ApplyUpdate | null>(null);

export const announceUpdate = (apply: ApplyUpdate | null): void => waiting.set(apply);

export const useWaitingUpdate = (): ApplyUpdate | null => waiting.useValue();
