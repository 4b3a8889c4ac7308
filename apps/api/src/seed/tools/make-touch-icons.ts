// Remakes the PNG touch icons and splash screens of the demo tenants from their
// SVG favicon and logo: npx tsx apps/api/src/seed/tools/make-touch-icons.ts
// (Debian Chromium, or CHROMIUM_PATH). The PNGs are committed; the seed reads them.
import { chromium } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { seedAssetsDir } from '../../paths';
import { acmeTenant } from '../acme-tenant';
import { demoTenant } from '../demo-tenant';
import { splashScreenSizes, touchIconSizes, touchIconFile, splashScreenFile } from '../touch-icons';

/** Draws `svg` centred on a flat colour, `share` of the shorter side wide; flat colours keep the PNGs small. */
function page(svg: string, colour: string, share: number): string {
  const sized = svg.replace('<svg ', `<svg style="width:${share * 100}vmin;height:auto;max-width:${share * 100}vw" `);
  return `<!doctype html><html><body style="margin:0;background:${colour};display:grid;place-items:center;width:100vw;height:100vh">${sized}</body></html>`;
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const tenant of [demoTenant, acmeTenant]) {
    const folder = join(seedAssetsDir, tenant.alias);
    const favicon = readFileSync(join(folder, tenant.assetFiles.favicon), 'utf8');
    const logo = readFileSync(join(folder, tenant.assetFiles.logo), 'utf8');
    const primary = tenant.metas.colours.primary ?? '#1d4ed8';
    const background = tenant.metas.colours.background ?? '#ffffff';
    const browserPage = await browser.newPage();
    // Home screens add their own rounded mask: the icon is the favicon's mark on a full square of the tenant colour.
    for (const size of touchIconSizes) {
      await browserPage.setViewportSize({ width: size, height: size });
      await browserPage.setContent(page(favicon, primary, 0.86));
      writeFileSync(join(folder, touchIconFile(size)), await browserPage.screenshot({ type: 'png' }));
    }
    // Splash screens: the tenant's logo on its background colour, as the app's first screen looks.
    for (const { width, height } of splashScreenSizes) {
      await browserPage.setViewportSize({ width, height });
      await browserPage.setContent(page(logo, background, 0.6));
      writeFileSync(join(folder, splashScreenFile(width, height)), await browserPage.screenshot({ type: 'png' }));
    }
    await browserPage.close();
  }
} finally {
  await browser.close();
}
