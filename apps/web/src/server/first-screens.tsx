import type { FirstScreenRenderer } from '@espace/contracts/server-rendering';
import { renderHomeScreen } from './home-screen';
import { renderSignInScreen } from './sign-in-screen';

/**
 * The server's renderer of the app's first screens (contracts/server-rendering): the web build
 * emits it as `dist/server/first-screens.js`, which the API loads (apps/api/src/web-app/spa-plugin.ts).
 */
export default { renderSignInScreen, renderHomeScreen } satisfies FirstScreenRenderer;
