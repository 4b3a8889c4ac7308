/** Home's page size (docs/product/constants.md#home-and-dashboard). */
const dashboardPageSize = 5;

export function pageCount(total: number, pageSize: number = dashboardPageSize): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The items of a 1-based page, clamping the page into range. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number = dashboardPageSize): { items: T[]; page: number; pages: number } {
  const pages = pageCount(items.length, pageSize);
  const current = Math.min(Math.max(1, Math.floor(page)), pages);
  return { items: items.slice((current - 1) * pageSize, current * pageSize), page: current, pages };
}
