/**
 * A module loaded on first use rather than at start: `load` is an `import('package')` of a package
 * that only a few routes need, so a server that never serves them never holds it
 * (docs/performance.md#administration-csv-import). Concurrent first uses share one import; a
 * failed import is tried again on the next use.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (loading === undefined) {
      const attempt = load();
      loading = attempt;
      attempt.catch(() => {
        if (loading === attempt) loading = undefined;
      });
    }
    return loading;
  };
}
