import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useErrorText } from '../../../lib/errors/use-error-text';

/** Loading, failure (with retry) or the content: the same three states on every tab. */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (query.isPending) return <p role="status">{t('dashboard.loading')}</p>;
  if (query.isError) {
    return (
      <div className="alert alert--error" role="alert">
        <p className="alert__title">{t('dashboard.error')}</p>
        <p>{errorText(query.error).message}</p>
        <button type="button" className="button button--secondary" onClick={() => void query.refetch()}>
          {t('dashboard.retry')}
        </button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
