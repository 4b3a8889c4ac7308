import { useMe } from '../api/get-me';

/** The signed-in user's display name (docs/product/accounts.md#display-name), computed by the API. */
export function UserName({ className }: { className?: string }) {
  const { data: me } = useMe();
  if (!me) return null;
  return <span className={className}>{me.displayName}</span>;
}
