import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * The tenant's rich text, cleaned of scripts, event handlers and javascript:
 * links before it reaches the page. DOMPurify only ships in the legal chunk.
 */
export function SanitisedHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
