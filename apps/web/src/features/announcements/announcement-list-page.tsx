import { Alert, Empty, Pagination, Skeleton, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/lib/document-title';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_PAGE_SIZE, ANNOUNCEMENT_TYPES, type AnnouncementType } from '@wardline/contract';
import { AnnouncementCard } from './announcement-card';
import { useAnnouncementList } from './api/use-announcement-list';
import styles from './announcements.module.css';

type TabKey = 'all' | `${AnnouncementType}`;

/** Tab and page live in the URL (?type=2&page=3), so back, forward and shared links work. */
function readParams(search: URLSearchParams): { tab: TabKey; page: number } {
  const type = search.get('type');
  const tab: TabKey = type === '1' || type === '2' ? type : 'all';
  const page = Number(search.get('page'));
  return { tab, page: Number.isInteger(page) && page > 0 ? page : 1 };
}

/** /announcement: announcements and activities, 12 a page, newest first. */
export default function AnnouncementListPage() {
  const { t } = useTranslation('announcements');
  useDocumentTitle(t('title'));
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
        <Tabs
          activeKey={tab}
          onChange={(key) => go({ tab: key as TabKey, page: 1 })}
          items={[
            { key: 'all', label: t('tabs.all') },
            { key: String(ANNOUNCEMENT_TYPES.announcement), label: t('tabs.announcement') },
            { key: String(ANNOUNCEMENT_TYPES.activity), label: t('tabs.activity') },
          ]}
        />
        {list.isError && (
          <Alert type="warning" showIcon title={list.error.message || t('loadFailed')} className={styles.alert} data-testid="announcement-error" />
        )}
        <section
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
                  <div className={styles.card}><Skeleton active paragraph={{ rows: 3 }} /></div>
                </li>
              ))}
            </ul>
          ) : items.length === 0 ? (
            <Empty className={styles.empty} description={t('empty')} />
          ) : (
            <ul className={`${styles.grid} ${list.isPlaceholderData ? styles.stale : ''}`}>
              {items.map((item) => <AnnouncementCard key={item.id} item={item} />)}
            </ul>
          )}
        </section>
        {total > ANNOUNCEMENT_PAGE_SIZE && (
          <Pagination
            className={styles.pagination}
            current={page}
            pageSize={ANNOUNCEMENT_PAGE_SIZE}
            total={total}
            align="center"
            showSizeChanger={false}
            showTotal={(count) => t('total', { count })}
            onChange={(next) => go({ tab, page: next })}
          />
        )}
      </div>
    </div>
  );
}
