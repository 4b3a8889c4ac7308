export const appName = 'Espace Apprenant';

/** Page titles are the context name plus the route title, or 'Espace Apprenant' (docs/product/screens-and-routes.md#page-titles). */
export function pageTitle(contextName: string | null | undefined, routeTitle: string | null | undefined): string {
  const name = contextName?.trim();
  if (!name) return appName;
  const title = routeTitle?.trim();
  return title ? `${name} - ${title}` : name;
}
