import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PROJECT_PAGE_SIZE, type ProjectCard as ProjectCardData } from '@wardline/contract';
import { EntryNoticeView, useProjectEntry } from '@/components/project-entry';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/document-title';
import { useSession } from '@/lib/use-session';
import { useEnrol, useHall } from '../api/projects';
import { FilterRows } from './filter-rows';
import { hallSearchParams, readHallFilters, type HallFilters, type HallViewer } from './hall-params';
import { Pager } from './pager';
import { ProjectCard } from './project-card';
import styles from './hall.module.css';

/**
 * /hackerservice/projectPage (spec 001 §2): the project hall. Public, so plain markup and
 * CSS like the home page (no component library); the filters live in the address.
 * Opening a project follows the hacker project entry (sign in, certify, or in).
 */
export default function HallPage() {
  const { t } = useTranslation('projects');
  useDocumentTitle(t('hall.title'));
  const session = useSession();
  const viewer: HallViewer = !session.token ? 'visitor' : session.usertype === 'company' ? 'company' : 'member';
  const [params, setParams] = useSearchParams();
  const filters = readHallFilters(params, viewer);
  const hall = useHall(filters, session.token);
  const entry = useProjectEntry();
  const enrol = useEnrol();
  const [results, setResults] = useState<Record<string, { ok: boolean; text: string }>>({});

  const change = (next: Partial<HallFilters>) => {
    // Any other filter starts again at page 1.
    setParams(hallSearchParams({ ...filters, page: 1, ...next }));
    if (next.page) window.scrollTo({ top: 0 });
  };

  const open = (project: ProjectCardData) => entry.enterProject(`/projectPage/detail/${project.id}`);
  const enrolIn = (project: ProjectCardData) =>
    enrol.mutate(project.id, {
      onSuccess: (answer) => setResults((r) => ({ ...r, [project.id]: { ok: true, text: t(answer.enterstatus === 'normal' ? 'enrol.approved' : 'enrol.pending') } })),
      onError: (err) => setResults((r) => ({ ...r, [project.id]: { ok: false, text: err instanceof ApiError && err.message ? err.message : t('enrol.failed') } })),
    });

  const items = hall.data?.data ?? [];
  const total = hall.data?.total ?? 0;

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div className="wl-container">
          <h1>{t('hall.title')}</h1>
          <p>{t('hall.subtitle')}</p>
        </div>
      </header>
      <div className="wl-container">
        <EntryNoticeView notice={entry.notice} onDismiss={entry.dismiss} />
        <FilterRows filters={filters} viewer={viewer} onChange={change} />
        {hall.isError && (
          <p role="alert" className={styles.alert} data-testid="hall-error">
            {hall.error.message || t('hall.loadFailed')}
          </p>
        )}
        <section
          aria-label={t('hall.results')}
          aria-busy={hall.isFetching}
          data-testid="hall-list"
          data-total={total}
          data-loaded={hall.isSuccess && !hall.isPlaceholderData ? 'true' : 'false'}
        >
          {hall.isPending ? (
            <ul className={styles.grid} aria-hidden="true">
              {Array.from({ length: 4 }, (_, i) => (
                <li key={i} className={styles.cardItem}>
                  <div className={`${styles.card} ${styles.cardLoading}`} />
                </li>
              ))}
            </ul>
          ) : items.length === 0 ? (
            !hall.isError && (
              <p className={styles.empty} data-testid="hall-empty">
                {t('hall.empty')}
              </p>
            )
          ) : (
            <ul className={`${styles.grid} ${hall.isPlaceholderData ? styles.stale : ''}`}>
              {items.map((project) => (
                <ProjectCard
                  key={project.id}
                  project={project}
                  company={viewer === 'company'}
                  onOpen={() => open(project)}
                  onEnrol={() => enrolIn(project)}
                  enrolling={enrol.isPending && enrol.variables === project.id}
                  result={results[project.id]}
                />
              ))}
            </ul>
          )}
        </section>
        {total > PROJECT_PAGE_SIZE && <Pager page={filters.page} pageSize={PROJECT_PAGE_SIZE} total={total} onChange={(page) => change({ page })} />}
      </div>
    </div>
  );
}

