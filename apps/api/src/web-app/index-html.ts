import { contextSchema } from '@espace/contracts/context';
import { inlineContextElementId } from '@espace/contracts/inline-context';
import { type FirstScreen, type FirstScreenAssets, type RenderedScreen, screenDataElementId } from '@espace/contracts/server-rendering';
import { themeChoiceScript } from '@espace/contracts/theme-choice';
import type { Tenant } from '../contexts/context-repository';
import { compileResponseSerializer } from '../http/response-serializer';

const serializeContext = compileResponseSerializer(contextSchema);
const contexts = new WeakMap<Tenant, string>();

/** The tenant's context as the page inlines it (`GET /api/contexts/current`'s answer), once per loaded tenant. */
export function inlinedContext(tenant: Tenant): string {
  let json = contexts.get(tenant);
  if (json === undefined) contexts.set(tenant, (json = serializeContext(tenant)));
  return json;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * index.html for one tenant: its context inlined as JSON, as `GET /api/contexts/current`
 * answers it, so the first screen needs no request for it; its logo preloaded alongside the
 * scripts; its name as the title until the app sets the route's. On a phone network each is
 * a round trip less before the first screen (docs/performance.md). The JSON sits in a data
 * block (`type="application/json"`), which the CSP's `script-src 'self'` does not run. The
 * learner's chosen theme is set before the first paint by contracts/theme-choice's script, the one
 * inline script the CSP runs (by its hash).
 * With `screen` (a first screen rendered on the server), the page also carries its markup,
 * its title, its language, the tenant's colours and, for a learner's Home, the answers it shows,
 * so it paints before the app runs.
 */
/** A page's link preview (Open Graph): what a message or a social network shows of a shared link. */
export interface LinkPreview {
  title: string;
  description: string;
  /** Absolute addresses: a preview is fetched by another site. */
  url: string;
  image: string | null;
}

const linkPreviewTags = (preview: LinkPreview) =>
  [
    ['og:type', 'website'],
    ['og:title', preview.title],
    ['og:description', preview.description],
    ['og:url', preview.url],
    ...(preview.image === null ? [] : [['og:image', preview.image]]),
  ]
    .map(([property, content]) => `\n    <meta property="${property}" content="${escapeHtml(content ?? '')}" />`)
    .join('') + `\n    <meta name="description" content="${escapeHtml(preview.description)}" />\n    <meta name="twitter:card" content="summary" />`;

export function indexHtmlFor(template: string, tenant: Tenant, screen?: RenderedScreen, preview?: LinkPreview): string {
  // `<` escaped: the JSON can never close its <script> element.
  const json = inlinedContext(tenant).replace(/</g, '\\u003c');
  const logo = tenant.assets.logos.main;
  // Before the scripts, at high priority: with six connections to a server, a logo asked for after
  // them waits for one to free, and it is the sign-in screen's largest element.
  const logoPreload = logo ? `\n    <link rel="preload" as="image" href="${escapeHtml(logo)}" fetchpriority="high" />` : '';
  const contextJson = `<script id="${inlineContextElementId}" type="application/json">${json}</script>`;
  // A signed-in screen's answers, for the app to start with the same: `<` escaped as above.
  const dataJson = screen?.data
    ? `\n  <script id="${screenDataElementId}" type="application/json">${JSON.stringify(screen.data).replace(/</g, '\\u003c')}</script>`
    : '';
  // Replacer functions: a `$&` or `$'` in a tenant's texts must stay text, not a replacement pattern.
  const page = template
    .replace(
      /<title>[^<]*<\/title>/,
      () => `<title>${escapeHtml(screen?.title ?? preview?.title ?? tenant.name)}</title>${logoPreload}${preview ? linkPreviewTags(preview) : ''}`,
    )
    .replace('</head>', () => `  <script>${themeChoiceScript}</script>\n    ${contextJson}${dataJson}\n  </head>`);
  if (!screen) return page;
  return page
    .replace(/<html\b[^>]*>/, () => `<html lang="${escapeHtml(screen.lang)}" style="${escapeHtml(screen.rootStyle)}">`)
    .replace('<div id="root"></div>', () => `<div id="root">${screen.body}</div>`);
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * The build's style sheets copied into the page as `<style>`: a linked sheet blocks the first
 * paint for a round trip of its own (562 ms on the simulated phone), and ours are a few KB. A
 * linked sheet is replaced; a preloaded one (the first screen's, which the app's chunk loader
 * links again) is kept and its copy added, so the server-rendered screen is styled at once.
 * `readStylesheet` answers a sheet's text by its href, or null to leave the tag as it is.
 */
export function inlineStylesheets(template: string, readStylesheet: (href: string) => string | null): string {
  return template.replace(/<link\b[^>]*>/g, (tag) => {
    const rel = attribute(tag, 'rel');
    const href = attribute(tag, 'href');
    const preloaded = rel === 'preload' && attribute(tag, 'as') === 'style';
    if (href === undefined || (rel !== 'stylesheet' && !preloaded)) return tag;
    const css = readStylesheet(href);
    if (css === null) return tag;
    // `</style` inside a sheet (in a string or a comment) must not end the element: `\/` is the same character to CSS.
    const style = `<style data-href="${escapeHtml(href)}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
    return preloaded ? `${tag}\n    ${style}` : style;
  });
}

/**
 * The template as the page of first screen `screen`: the other screens' preloads taken out (a
 * signed-in learner's Home has no use for the sign-in screen's, unless it shares them), its own
 * chunks preloaded and its style sheets linked, for inlineStylesheets to copy in.
 */
export function withScreenAssets(template: string, assets: FirstScreenAssets, screen: FirstScreen): string {
  const own = assets[screen];
  const ownFiles = new Set([...own.scripts, ...own.styles]);
  const others = new Set(Object.values(assets).flatMap(({ scripts, styles }) => [...scripts, ...styles].filter((file) => !ownFiles.has(file))));
  const page = template.replace(/\s*<link\b[^>]*>/g, (tag) => {
    const href = attribute(tag, 'href');
    return href !== undefined && others.has(href) && /\srel="(?:modulepreload|preload)"/.test(tag) ? '' : tag;
  });
  const missing = (href: string) => !page.includes(`href="${href}"`);
  const links = [
    ...own.scripts.filter(missing).map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`),
    ...own.styles.filter(missing).map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
  ];
  return links.length === 0 ? page : page.replace('</head>', () => `  ${links.join('\n    ')}\n  </head>`);
}
