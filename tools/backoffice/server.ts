import { startBackoffice } from './standin';

/** `npm run backoffice`: the stand-in back-office of docs/embeds.md. */
const port = Number(process.env.BACKOFFICE_PORT ?? 3001);
const frontOrigin = new URL(process.env.FRONT_ORIGIN ?? 'http://localhost:3000');
await startBackoffice(port, frontOrigin);
process.stdout.write(`Stand-in back-office on http://backoffice.localhost:${port}, driving ${frontOrigin.origin}\n`);
