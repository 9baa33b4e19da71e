import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  HALL_PROJECT_STATES,
  JOIN_STATUSES,
  PROJECT_OWNERSHIPS,
  PROJECT_SORTS,
  PROJECT_SUB_TYPES,
  PROJECT_TYPES,
  PROJECT_TEXT_LIMITS,
  joinStatusLabels,
  projectOwnershipLabels,
  projectSortLabels,
  projectStateLabels,
  projectSubTypeLabels,
  projectTypeLabels,
  type LabelTable,
} from '@wardline/contract';
import { useLabels } from '../format';
import type { HallFilters, HallViewer } from './hall-params';
import styles from './hall.module.css';

type RowProps<V extends string | number> = {
  name: string;
  label: string;
  values: readonly V[];
  labels: LabelTable<V>;
  active: V | undefined;
  /** Without it the row has no "all" choice (the sort). */
  allLabel?: string;
  onChange: (value: V | undefined) => void;
};

/** One filter row: its name and a button per choice, the chosen one pressed. */
function FilterRow<V extends string | number>({ name, label, values, labels, active, allLabel, onChange }: RowProps<V>) {
  const { label: labelOf } = useLabels();
  const id = useId();
  const choices: { value: V | undefined; text: string }[] = [...(allLabel ? [{ value: undefined, text: allLabel }] : []), ...values.map((value) => ({ value, text: labelOf(labels, value) }))];
  return (
    <div className={styles.filterRow} role="group" aria-labelledby={id} data-testid={`filter-${name}`}>
      <span id={id} className={styles.filterName}>
        {label}
      </span>
      <div className={styles.filterChoices}>
        {choices.map((choice) => (
          <button
            key={String(choice.value ?? 'all')}
            type="button"
            className={styles.chip}
            aria-pressed={choice.value === active}
            onClick={() => onChange(choice.value)}
          >
            {choice.text}
          </button>
        ))}
      </div>
    </div>
  );
}

const SORTS = [PROJECT_SORTS.latest, PROJECT_SORTS.highestBonus] as const;

/**
 * The hall's filter rows (spec 001 §2): type, subtype, status, join status (signed-in
 * non-companies), ownership (companies), the sort and the search by name.
 */
export function FilterRows({ filters, viewer, onChange }: { filters: HallFilters; viewer: HallViewer; onChange: (next: Partial<HallFilters>) => void }) {
  const { t } = useTranslation('projects');
  const [search, setSearch] = useState(filters.search ?? '');
  const [shownSearch, setShownSearch] = useState(filters.search);
  // The address changed (back, a link): the box follows it.
  if (shownSearch !== filters.search) {
    setShownSearch(filters.search);
    setSearch(filters.search ?? '');
  }
  const all = t('hall.filters.all');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange({ search: search.trim() || undefined });
  };
  return (
    <section className={styles.filters} aria-label={t('hall.filters.label')}>
      <FilterRow name="projectType" label={t('hall.filters.type')} values={PROJECT_TYPES} labels={projectTypeLabels} active={filters.projectType} allLabel={all} onChange={(projectType) => onChange({ projectType })} />
      <FilterRow name="projectSubType" label={t('hall.filters.subType')} values={PROJECT_SUB_TYPES} labels={projectSubTypeLabels} active={filters.projectSubType} allLabel={all} onChange={(projectSubType) => onChange({ projectSubType })} />
      <FilterRow name="status" label={t('hall.filters.status')} values={HALL_PROJECT_STATES} labels={projectStateLabels} active={filters.status} allLabel={all} onChange={(status) => onChange({ status })} />
      {viewer === 'member' && (
        <FilterRow name="joinStatus" label={t('hall.filters.joinStatus')} values={JOIN_STATUSES} labels={joinStatusLabels} active={filters.joinStatus} allLabel={all} onChange={(joinStatus) => onChange({ joinStatus })} />
      )}
      {viewer === 'company' && (
        <FilterRow name="ownership" label={t('hall.filters.ownership')} values={PROJECT_OWNERSHIPS} labels={projectOwnershipLabels} active={filters.ownership} allLabel={all} onChange={(ownership) => onChange({ ownership })} />
      )}
      <div className={styles.sortBar}>
        <FilterRow name="sort" label={t('hall.filters.sort')} values={SORTS} labels={projectSortLabels} active={filters.lastPush} onChange={(lastPush) => onChange({ lastPush: lastPush ?? PROJECT_SORTS.latest })} />
        <form role="search" className={styles.search} onSubmit={submit}>
          <input
            type="search"
            className={styles.searchInput}
            value={search}
            maxLength={PROJECT_TEXT_LIMITS.search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t('hall.search.placeholder')}
            aria-label={t('hall.search.label')}
            data-testid="hall-search"
          />
          <button type="submit" className={styles.searchButton}>
            {t('hall.search.submit')}
          </button>
        </form>
      </div>
    </section>
  );
}
