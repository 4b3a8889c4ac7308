import { useMe } from '../api/get-me';

/** The signed-in user's display name (SPEC §3), computed by the API. */
export function UserName({ className }: { className?: string }) {
  const { data: me } = useMe();
  if (!me) return null;
  return <span className={className}>{me.displayName}</span>;
}
