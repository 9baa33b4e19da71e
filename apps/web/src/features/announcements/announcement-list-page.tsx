import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/lib/document-title';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_PAGE_SIZE, type AnnouncementType } from '@wardline/contract';
import { AnnouncementCard } from './announcement-card';
import { useAnnouncementList } from './api/use-announcement-list';
import { Pagination } from './pagination';
import { TypeTabs, type TabKey } from './type-tabs';
import styles from './announcements.module.css';

/** Tab and page live in the URL (?type=2&page=3), so back, forward and shared links work. */
function readParams(search: URLSearchParams): { tab: TabKey; page: number } {
  const type = search.get('type');
  const tab: TabKey = type === '1' || type === '2' ? type : 'all';
  const page = Number(search.get('page'));
  return { tab, page: Number.isInteger(page) && page > 0 ? page : 1 };
}

/**
 * /announcement: announcements and activities, 12 a page, newest first. Plain markup and
 * CSS, like the home page: the list paints without loading a component library.
 */
export default function AnnouncementListPage() {
  const { t } = useTranslation('announcements');
  useDocumentTitle(t('title'));
  const panelId = useId();
  const [search, setSearch] = useSearchParams();
  const { tab, page } = readParams(search);
  const type = tab === 'all' ? undefined : (Number(tab) as AnnouncementType);
  const list = useAnnouncementList({ page, type });

  const go = (next: { tab: TabKey; page: number }) => {
    const params = new URLSearchParams();
    if (next.tab !== 'all') params.set('type', next.tab);
    if (next.page > 1) params.set('page', String(next.page));
    setSearch(params);
    window.scrollTo({ top: 0 });
  };

  const items = list.data?.data ?? [];
  const total = list.data?.total ?? 0;

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div className="wl-container">
          <h1>{t('title')}</h1>
          <p>{t('subtitle')}</p>
        </div>
      </header>
      <div className="wl-container">
        <TypeTabs active={tab} panelId={panelId} onChange={(next) => go({ tab: next, page: 1 })} />
        {list.isError && (
          <p role="alert" className={styles.alert} data-testid="announcement-error">
            {list.error.message || t('loadFailed')}
          </p>
        )}
        <section
          id={panelId}
          role="tabpanel"
          aria-label={t(tab === 'all' ? 'tabs.all' : tab === '1' ? 'tabs.activity' : 'tabs.announcement')}
          aria-busy={list.isFetching}
          data-testid="announcement-list"
          data-page={page}
          data-type={tab}
          data-total={total}
          data-loaded={list.isSuccess && !list.isPlaceholderData ? 'true' : 'false'}
        >
          {list.isPending ? (
            <ul className={styles.grid} aria-hidden="true">
              {Array.from({ length: 6 }, (_, i) => (
                <li key={i} className={styles.cardItem}>
                  <div className={`${styles.card} ${styles.cardLoading}`} />
                </li>
              ))}
            </ul>
          ) : items.length === 0 ? (
            <p className={styles.empty}>{t('empty')}</p>
          ) : (
            <ul className={`${styles.grid} ${list.isPlaceholderData ? styles.stale : ''}`}>
              {items.map((item) => <AnnouncementCard key={item.id} item={item} />)}
            </ul>
          )}
        </section>
        {total > ANNOUNCEMENT_PAGE_SIZE && <Pagination page={page} pageSize={ANNOUNCEMENT_PAGE_SIZE} total={total} onChange={(next) => go({ tab, page: next })} />}
      </div>
    </div>
  );
}
