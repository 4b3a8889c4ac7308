import { createCache } from '../db/cache';
import { type ContentEncoding, encodeText } from '../http/encodings';

/** One learner's Home as a page shows it: whose, on which tenant, in which language, on which device, at which address. */
export interface HomeView {
  tenantId: string;
  userId: string;
  locale: string;
  mobile: boolean;
  /** The address's query: Home keeps its filters and page there. */
  search: string;
}

/** The key of a view: never the same for two learners, two tenants, or two ways of showing Home. */
export const homeViewKey = ({ tenantId, userId, locale, mobile, search }: HomeView): string => JSON.stringify([tenantId, userId, locale, mobile, search]);

/** An answer a page was rendered from that came with an ETag: the page holds while it answers 304 to it. */
export interface ValidatedAnswer {
  path: string;
  etag: string;
}

/** What, besides its answers' ETags, a kept page depends on, as a request finds it. */
export interface PageInputs {
  /** The tenant's context as the page inlines it (its names, colours and texts). */
  context: string;
  /** The learner's profile, as users/me answers it. */
  me: string;
}

export interface KeptHomePage extends PageInputs {
  answers: ValidatedAnswer[];
  /** Ms since the epoch; the renderer's own limit (contracts/server-rendering `freshUntil`). */
  freshUntil: number;
  html: string;
  /** The page compressed, once per encoding asked for. */
  encoded: Partial<Record<ContentEncoding, Buffer>>;
}

/**
 * Whether a kept page may be served again, before its answers' ETags are checked: the same
 * tenant texts and profile, before the moment its renderer said it may go out of date.
 */
export function keptPageMayHold(kept: KeptHomePage, now: PageInputs & { at: number }): boolean {
  return kept.context === now.context && kept.me === now.me && now.at < kept.freshUntil;
}

/** The page in `encoding` (compressed the first time it is asked for), or as it is. */
export function pageBody(kept: KeptHomePage, encoding: ContentEncoding | null): string | Buffer {
  if (encoding === null) return kept.html;
  kept.encoded[encoding] ??= encodeText(kept.html, encoding);
  return kept.encoded[encoding];
}

/** Room for a few hundred learners' pages (about 50 KB each, and their compressed copies). */
const maxBytes = 32 * 1024 * 1024;
/** An upper bound: the renderer's own limit is shorter (five minutes: the filter lists' trust). */
const maxAgeMs = 10 * 60_000;

interface HomePageSource {
  /** Renders the page, or null when the app is to decide (a refused session, a trainer). */
  render(): Promise<Omit<KeptHomePage, 'encoded'> | null>;
  /** Whether every answer still answers 304 to its ETag. */
  unchanged(answers: readonly ValidatedAnswer[]): Promise<boolean>;
}

/**
 * Learners' Home pages kept by view (docs/performance.md, "First screens on a phone"): rendering
 * one costs its answers and a React render, and a learner's Home changes only when their data
 * does. A page is served again only to the same learner, on the same tenant, with the same
 * profile and tenant texts, while each answer it was rendered from that has an ETag still
 * answers 304 to it and before its renderer's `freshUntil`; else it is rendered afresh. Bounded
 * in bytes (the least recently used goes). `keep: false` (CACHE_MS=0) keeps none.
 */
export function createHomePageCache({ keep, now = Date.now }: { keep: boolean; now?: () => number }) {
  const pages = createCache<KeptHomePage>({
    ttlMs: keep ? maxAgeMs : 0,
    max: 10_000,
    keepFor: (page) => page.freshUntil - now(),
    // Characters of the page (one byte each for the Latin-1 strings V8 keeps most pages as), and room for two compressed copies.
    size: { max: maxBytes, of: (page) => page.html.length * 1.5 },
    now,
  });
  return {
    async page(view: HomeView, inputs: PageInputs, source: HomePageSource): Promise<KeptHomePage | null> {
      const key = homeViewKey(view);
      let rendered = false;
      const render = async () => {
        rendered = true;
        const page = await source.render();
        return page === null ? undefined : { ...page, encoded: {} };
      };
      const kept = await pages.get(key, render);
      if (kept === undefined) return null;
      if (rendered || (keptPageMayHold(kept, { ...inputs, at: now() }) && (await source.unchanged(kept.answers)))) return kept;
      pages.delete(key);
      return (await pages.get(key, render)) ?? null;
    },
  };
}
