import type { Context } from '@espace/contracts/context';
import { readableTextOn } from '@espace/domain/contrast';
import { adoptApiBase } from '../../lib/api-base';
import { setTenantLabels } from '../../lib/i18n/i18n';

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/[^a-zA-Z0-9-]/g, '-').toLowerCase();

/** Tenant colours become `--color-<name>` on :root; values the browser cannot parse are skipped. */
export function applyColours(colours: Record<string, string>, root: HTMLElement = document.documentElement): void {
  for (const [name, value] of Object.entries(colours)) {
    if (typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && !CSS.supports('color', value)) continue;
    root.style.setProperty(`--color-${kebab(name)}`, value);
    const onColour = colours[`on${name[0]?.toUpperCase()}${name.slice(1)}`] ?? readableTextOn(value);
    if (onColour) root.style.setProperty(`--color-on-${kebab(name)}`, onColour);
  }
}

export function applyFavicon(href: string | null, head: HTMLElement = document.head): void {
  if (!href) return;
  let link = head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    head.append(link);
  }
  link.href = href;
  if (href.endsWith('.svg')) link.type = 'image/svg+xml';
}

/** Everything the tenant decides before the first render (SPEC §1), except the language which needs the labels first. */
export function applyContext(context: Context): void {
  adoptApiBase(context.hosts.api);
  applyColours(context.metas.colours);
  applyFavicon(context.assets.favicon);
  setTenantLabels(context.metas.labels);
}
