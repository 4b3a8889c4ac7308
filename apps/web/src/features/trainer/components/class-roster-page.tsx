import type { RosterQuery } from '@espace/contracts/trainer';
import type { RosterSort } from '@espace/domain/trainer/roster-vocabulary';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { Link, useParams, useSearchParams } from 'react-router';
import { useErrorText } from '../../../lib/errors/use-error-text';
import { downloadRoster, useRoster } from '../api/trainer-api';
import { rosterQueryOf, searchParamsOf } from '../roster-search-params';
import { ClassDates } from '../../../components/class-dates';
import { RosterControls } from './roster-controls';
import { RosterTable } from './roster-table';
import { ClassDueDates } from './class-due-dates';
import { EvidencePackButton, EvidencePackStatus } from './evidence-pack';
import { RosterMessageBar } from './roster-messages';
import { SentMessages } from './sent-messages';
import { useEvidencePack } from './use-evidence-pack';
import { useRosterSelection } from './use-roster-selection';
import '../../../components/staff/staff.css';
import './trainer.css';
import { paths } from '../../../lib/paths';

/** A class's roster: its learners sorted, filtered and paged by the server, exported as CSV or as a Qualiopi evidence pack. */
export function ClassRosterPage() {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const classId = useParams().classId ?? '';
  const [params, setParams] = useSearchParams();
  const query = rosterQueryOf(params);
  const roster = useRoster(classId, query);
  const [exporting, setExporting] = useState<'idle' | 'busy' | 'failed'>('idle');
  const selected = useRosterSelection({ view: query.view, search: query.search, total: roster.data?.total ?? 0 });
  const exportLocale = i18n.language.startsWith('fr') ? 'fr' : 'en';
  const evidencePack = useEvidencePack(classId, exportLocale);

  const change = useCallback(
    (next: Partial<RosterQuery>) => setParams((current) => searchParamsOf({ ...rosterQueryOf(current), ...next }), { replace: true }),
    [setParams],
  );
  const sort = (column: RosterSort) => change({ sort: column, order: query.sort === column && query.order === 'asc' ? 'desc' : 'asc', page: 1 });
  const exportCsv = async () => {
    setExporting('busy');
    try {
      const { page: _page, ...filter } = query;
      await downloadRoster(classId, filter, exportLocale, `${roster.data?.class.name ?? 'classe'}.csv`);
      setExporting('idle');
    } catch {
      setExporting('failed');
    }
  };

  const data = roster.data;
  return (
    <div className="trainer-page">
      <p className="staff-back">
        <Link to={paths.trainer.classes.getHref()}>{t('trainer.roster.back')}</Link>
      </p>
      {roster.isError && !data && (
        <p className="alert alert--error" role="alert">
          {errorText(roster.error).message}
        </p>
      )}
      {data && (
        <>
          <header className="trainer-header">
            <div>
              <h1>{data.class.name}</h1>
              <ClassDates startAt={data.class.startAt} expireAt={data.class.expireAt} texts="trainer.dates" className="trainer-header__dates" />
            </div>
            <div className="trainer-header__actions">
              <button
                type="button"
                className="button button--primary"
                onClick={() => void exportCsv()}
                disabled={exporting === 'busy'}
                aria-busy={exporting === 'busy'}
              >
                {exporting === 'busy' ? t('trainer.roster.exporting') : t('trainer.roster.export')}
              </button>
              <EvidencePackButton evidencePack={evidencePack} />
            </div>
          </header>
          <EvidencePackStatus evidencePack={evidencePack} />
          {exporting === 'failed' && (
            <p className="alert alert--error" role="alert">
              {t('trainer.roster.exportFailed')}
            </p>
          )}
          <RosterControls query={query} viewCounts={data.viewCounts} onChange={change} />
          <p className="roster__count" aria-live="polite">
            {t('trainer.roster.count', { count: data.total })}
          </p>
          {data.viewCounts.all > 0 && (
            <RosterMessageBar classId={data.class.id} view={query.view} total={roster.isPlaceholderData ? 0 : data.total} selected={selected} />
          )}
          {data.items.length === 0 ? (
            <p>{data.viewCounts.all === 0 ? t('trainer.roster.noLearner') : t('trainer.roster.empty')}</p>
          ) : (
            <RosterTable roster={data} query={query} onSort={sort} selection={selected.selection} />
          )}
          {data.pageCount > 1 && (
            <nav className="trainer-pagination" aria-label={t('trainer.roster.pagination')}>
              <button type="button" className="button button--secondary" disabled={data.page <= 1} onClick={() => change({ page: data.page - 1 })}>
                {t('trainer.roster.previous')}
              </button>
              <p>{t('trainer.roster.pageOf', { page: data.page, count: data.pageCount })}</p>
              <button type="button" className="button button--secondary" disabled={data.page >= data.pageCount} onClick={() => change({ page: data.page + 1 })}>
                {t('trainer.roster.next')}
              </button>
            </nav>
          )}
          <SentMessages classId={data.class.id} />
          <ClassDueDates classId={data.class.id} />
        </>
      )}
      {roster.isPending && (
        <p className="page-status" role="status">
          {t('trainer.roster.loading')}
        </p>
      )}
    </div>
  );
}
