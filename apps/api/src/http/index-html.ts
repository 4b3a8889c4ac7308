import { contextSchema } from '@espace/contracts/context';
import { inlineContextElementId } from '@espace/contracts/inline-context';
import type { Tenant } from '../contexts/context-repository';
import { compileResponseSerializer } from './response-serializer';

const serializeContext = compileResponseSerializer(contextSchema);

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * index.html for one tenant: its context inlined as JSON, as `GET /api/contexts/current`
 * answers it, so the first screen needs no request for it; its logo preloaded alongside the
 * scripts; its name as the title until the app sets the route's. On a phone network each is
 * a round trip less before the first screen (docs/performance.md). The JSON sits in a data
 * block (`type="application/json"`), which the CSP's `script-src 'self'` does not run.
 */
export function indexHtmlFor(template: string, tenant: Tenant): string {
  // `<` escaped: the JSON can never close its <script> element.
  const json = serializeContext(tenant).replace(/</g, '\\u003c');
  const logo = tenant.assets.logos.main;
  const head = [
    `<script id="${inlineContextElementId}" type="application/json">${json}</script>`,
    ...(logo ? [`<link rel="preload" as="image" href="${escapeHtml(logo)}" />`] : []),
  ].join('\n    ');
  // Replacer functions: a `$&` or `$'` in a tenant's texts must stay text, not a replacement pattern.
  return template.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(tenant.name)}</title>`).replace('</head>', () => `  ${head}\n  </head>`);
}
