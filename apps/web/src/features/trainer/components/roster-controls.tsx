import type { Roster, RosterQuery } from '@espace/contracts/trainer';
import { rosterSorts, rosterViews, type RosterView } from '@espace/domain/trainer/roster-vocabulary';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

interface RosterControlsProps {
  query: RosterQuery;
  viewCounts: Roster['viewCounts'] | undefined;
  onChange: (change: Partial<RosterQuery>) => void;
}

/** The roster's search box (one request per pause) and its views, each with how many learners it holds. */
export function RosterControls({ query, viewCounts, onChange }: RosterControlsProps) {
  const { t } = useTranslation();
  const searchId = useId();
  const sortId = useId();
  const orderId = useId();
  const [typed, setTyped] = useState(query.search);
  const settled = useDebouncedValue(typed, 300);
  useEffect(() => {
    if (settled.trim() !== query.search) onChange({ search: settled.trim(), page: 1 });
  }, [settled, query.search, onChange]);
  const label = (view: RosterView) => {
    const name = t(`trainer.roster.view.${view}`);
    return viewCounts === undefined ? name : t('trainer.roster.viewCount', { label: name, count: viewCounts[view] });
  };
  return (
    <div className="roster-controls">
      <div className="field roster-controls__search">
        <label htmlFor={searchId}>{t('trainer.roster.search')}</label>
        <input id={searchId} type="search" value={typed} maxLength={100} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />
      </div>
      {/* On phones the table's headers are hidden: the same sort, from two fields. */}
      <div className="roster-controls__sort">
        <div className="field">
          <label htmlFor={sortId}>{t('trainer.roster.sort')}</label>
          <select
            className="control"
            id={sortId}
            value={query.sort}
            onChange={(event) => onChange({ sort: rosterSorts.find((sort) => sort === event.target.value) ?? 'name', page: 1 })}
          >
            {rosterSorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`trainer.roster.column.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={orderId}>{t('trainer.roster.order')}</label>
          <select
            className="control"
            id={orderId}
            value={query.order}
            onChange={(event) => onChange({ order: event.target.value === 'desc' ? 'desc' : 'asc', page: 1 })}
          >
            <option value="asc">{t('trainer.roster.ascending')}</option>
            <option value="desc">{t('trainer.roster.descending')}</option>
          </select>
        </div>
      </div>
      <div className="roster-controls__views" role="group" aria-label={t('trainer.roster.views')}>
        {rosterViews.map((view) => (
          <button
            key={view}
            type="button"
            className="button button--secondary roster-controls__view"
            aria-pressed={query.view === view}
            onClick={() => onChange({ view, page: 1 })}
          >
            {label(view)}
          </button>
        ))}
      </div>
      {query.view === 'late' && <p className="roster-controls__hint">{t('trainer.roster.lateHint')}</p>}
    </div>
  );
}
