/**
 * A query's wait and failure, said the same way on every screen that shows one: a status while it
 * loads (read politely by screen readers), an alert when it fails. Nothing once it has answered.
 */
export function QueryStatus({
  query,
  loading,
  errorText,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown };
  loading: string;
  errorText: (error: unknown) => string;
}) {
  if (query.isPending) {
    return (
      <p className="page-status" role="status">
        {loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <p className="alert alert--error" role="alert">
        {errorText(query.error)}
      </p>
    );
  }
  return null;
}
