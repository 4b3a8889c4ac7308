import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLevels } from '../api/get-levels';
import { BadgeCard } from './badge-card';
import { CompetencyTree } from './competency-tree';
import { ProgressRate } from './progress-rate';
import { QueryState } from './query-state';

/**
 * The levels tab (docs/product/screens-and-routes.md#dashboard): badges, the progress rate, the competency tree and the generic competency.
 * `after`: what the app shows at its end (the badges as credentials, where the tenant issues them).
 */
export function LevelsPage({ after }: { after?: ReactNode }) {
  const { t } = useTranslation();
  const levels = useLevels();
  return (
    <QueryState query={levels}>
      {(data) => (
        <div className="levels">
          <section className="levels__badges" aria-labelledby="levels-badges">
            <h2 id="levels-badges">{t('dashboard.badges.title')}</h2>
            <ul className="badge-grid">
              {data.badges.map((badge) => (
                <BadgeCard key={`${badge.type}-${badge.refId ?? ''}`} badge={badge} />
              ))}
            </ul>
          </section>
          <ProgressRate fraction={data.progressRate.fraction} />
          <section aria-labelledby="levels-competencies">
            <h2 id="levels-competencies">{t('dashboard.competencies.title')}</h2>
            {data.competencies.length === 0 ? (
              <p>{t('dashboard.competencies.empty')}</p>
            ) : (
              <CompetencyTree competencies={data.competencies.filter((item) => !item.isGeneric)} label={t('dashboard.competencies.title')} />
            )}
          </section>
          {data.generic && (
            <section aria-labelledby="levels-generic">
              <h2 id="levels-generic">{data.generic.competency.title}</h2>
              <CompetencyTree competencies={data.generic.items} roots={data.generic.items} label={data.generic.competency.title} />
            </section>
          )}
          {after}
        </div>
      )}
    </QueryState>
  );
}
