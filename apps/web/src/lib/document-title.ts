import { useEffect } from 'react';
import { createValueStore } from './value-store';

/**
 * A screen's own title, when the route's ('{context} - {route title}', docs/product/screens-and-routes.md#page-titles) says too little:
 * each step of a lesson is '{page} - {course}' (WCAG 2.4.2). The root route shows it,
 * followed by the tenant's name, while the screen that set it is on; null gives the route's title back.
 */
export const documentTitleOverride = createValueStore<string | null>(null);

export function useDocumentTitleOverride(title: string | null): void {
  useEffect(() => {
    documentTitleOverride.set(title);
    return () => documentTitleOverride.set(null);
  }, [title]);
}
