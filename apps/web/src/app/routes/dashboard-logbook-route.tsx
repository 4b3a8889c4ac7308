import { useMe } from '../../features/auth/api/get-me';
import { LogbookPage } from '../../features/logbook/components/logbook-page';

/** The learner's records as student, in their (student) company (docs/product/accounts.md#logbook). */
export function Component() {
  const { data: me } = useMe();
  if (!me) return null;
  const companyId = me.companyUsers.find((membership) => membership.role === 'STUDENT')?.companyId ?? me.companyUsers[0]?.companyId ?? null;
  return <LogbookPage owner={{ studentId: me.id, companyId }} userId={me.id} />;
}
