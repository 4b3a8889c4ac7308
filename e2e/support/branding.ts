import type { Page } from '@playwright/test';

/**
 * The value of `--color-primary` on :root, as the browser computes it
 * ('rgb(r, g, b)'), so '#1D4ED8', '#1d4ed8' and 'rgb(29 78 216)' compare equal.
 * Empty until the tenant's theme is applied.
 */
export function primaryColour(page: Page): Promise<string> {
  return page.evaluate(() => {
    const raw = getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim();
    if (!raw) return '';
    return computedColour(raw);

    function computedColour(value: string): string {
      const probe = document.createElement('span');
      probe.style.color = value;
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    }
  });
}

/** '#1d4ed8' → 'rgb(29, 78, 216)', the form getComputedStyle returns. */
export function rgbOf(hex: string): string {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
