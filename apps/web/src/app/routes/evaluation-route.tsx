import { useParams, useSearchParams } from 'react-router';
import { useMe } from '../../features/auth/api/get-me';
import { EvaluationPage } from '../../features/evaluation/components/evaluation-page';
import { NotFoundRedirect } from '../not-found-redirect';

/** Only the type Program is rated (docs/product/screens-and-routes.md#routes) — any other type is a page that does not exist. */
export function Component() {
  const { type, id } = useParams();
  const [search] = useSearchParams();
  const { data: me } = useMe();
  if (type !== 'Program' || !id) return <NotFoundRedirect />;
  if (!me) return null;
  return <EvaluationPage key={id} programId={id} userId={me.id} classId={search.get('classId') ?? undefined} />;
}
