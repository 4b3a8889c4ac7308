import { type MyClassesFilter, myClassesFilters } from '@espace/domain/home/class-filters';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useIsMobile } from '../../../lib/use-media-query';
import { type FilterOption, useFilterOptions } from '../api/get-filter-options';
import type { ClassFilters, FilterChange } from '../hooks/use-class-filters';

const periods = myClassesFilters;

function OptionSelect({ kind, value, onChange }: { kind: 'competencies' | 'programs'; value: string | undefined; onChange: (id: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const options = useFilterOptions(kind);
  const choices: FilterOption[] = options.data ?? [];
  // Nothing to choose from (or a tenant that does not list them): no filter rather than an empty one.
  if (choices.length === 0) return null;
  return (
    <div className="home-filters__field">
      <label htmlFor={id}>{t(`home.filters.${kind}.label`)}</label>
      <select className="control" id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t(`home.filters.${kind}.all`)}</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Home's filters (docs/product/screens-and-routes.md#home): upcoming, past, competency, program, and a search in class, program and course names. */
export function ClassFiltersBar({
  filters,
  onSearchText,
  onChange,
}: {
  filters: ClassFilters;
  onSearchText: (text: string) => void;
  onChange: (change: FilterChange) => void;
}) {
  const { t } = useTranslation();
  const searchId = useId();
  const periodId = useId();
  const choicesId = useId();
  // On a phone the choices hide behind one "Filter" button, so the first class shows on the first screen.
  const mobile = useIsMobile();
  const [choicesOpen, setChoicesOpen] = useState(false);
  const active = [filters.filter !== 'all', filters.competencyId !== undefined, filters.programId !== undefined].filter(Boolean).length;
  const showChoices = !mobile || choicesOpen;
  return (
    <form role="search" className="home-filters" aria-label={t('home.filters.label')} onSubmit={(event) => event.preventDefault()}>
      <div className="home-filters__field home-filters__field--search">
        <label htmlFor={searchId}>{t('home.filters.search')}</label>
        <input
          className="control"
          id={searchId}
          name="q"
          type="search"
          value={filters.searchText}
          onChange={(event) => onSearchText(event.target.value)}
          autoComplete="off"
        />
      </div>
      {mobile && (
        <button
          type="button"
          className="button button--secondary home-filters__toggle"
          aria-expanded={choicesOpen}
          aria-controls={choicesId}
          onClick={() => setChoicesOpen((open) => !open)}
        >
          {active === 0 ? t('home.filters.toggle') : t('home.filters.toggleActive', { count: active })}
        </button>
      )}
      <div className="home-filters__choices" id={choicesId} hidden={!showChoices}>
        <div className="home-filters__field">
          <label htmlFor={periodId}>{t('home.filters.period.label')}</label>
          <select className="control" id={periodId} value={filters.filter} onChange={(event) => onChange({ filter: event.target.value as MyClassesFilter })}>
            {periods.map((period) => (
              <option key={period} value={period}>
                {t(`home.filters.period.${period}`)}
              </option>
            ))}
          </select>
        </div>
        <OptionSelect kind="competencies" value={filters.competencyId} onChange={(competencyId) => onChange({ competencyId })} />
        <OptionSelect kind="programs" value={filters.programId} onChange={(programId) => onChange({ programId })} />
      </div>
    </form>
  );
}
