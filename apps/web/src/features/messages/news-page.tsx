import { useDocumentTitle } from '@/lib/document-title';
import { useMemo, useState } from 'react';
import { App, Button, Checkbox, Empty, Pagination, Result, Spin, Tabs } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import dayjs from 'dayjs';
import { MESSAGE_PAGE_SIZE, MESSAGE_PAGE_SIZES, type MessageStatus, type NewsItem } from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { safeLink } from '@/lib/safe-url';
import { useMarkNewsRead, useNewsList, useOpenNews } from './api/news';
import { MessageSettingsDialog } from './message-settings-dialog';
import { useMessagesT } from './i18n';
import styles from './messages.module.css';

const TABS = ['all', 'unread', 'read'] as const;
type Tab = (typeof TABS)[number];

function readParams(search: URLSearchParams) {
  const tab = (TABS as readonly string[]).includes(search.get('status') ?? '') ? (search.get('status') as Tab) : 'all';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const size = (MESSAGE_PAGE_SIZES as readonly number[]).includes(Number(search.get('size'))) ? Number(search.get('size')) : MESSAGE_PAGE_SIZE;
  return { tab, page, size };
}

/** /userCenter/news (spec 000 §2): tabs, selection, mark as read, pages of 10–100, settings. */
export default function NewsPage() {
  const { t } = useMessagesT();
  useDocumentTitle(t('title'));
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const { tab, page, size } = readParams(search);
  const list = useNewsList({ page, size, status: tab === 'all' ? undefined : (tab as MessageStatus) });
  const markRead = useMarkNewsRead();
  const openNews = useOpenNews();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [settingsOpen, setSettingsOpen] = useState(false);

  const items = useMemo(() => list.data?.data ?? [], [list.data]);
  const allChecked = items.length > 0 && items.every((m) => selected.has(m.id));
  const someChecked = items.some((m) => selected.has(m.id));

  const go = (next: Partial<{ tab: Tab; page: number; size: number }>) => {
    const params = new URLSearchParams();
    const merged = { tab, page, size, ...next };
    if (merged.tab !== 'all') params.set('status', merged.tab);
    if (merged.page > 1) params.set('page', String(merged.page));
    if (merged.size !== MESSAGE_PAGE_SIZE) params.set('size', String(merged.size));
    setSearch(params);
    setSelected(new Set());
  };

  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setSelected(next);
  };

  const onMarkRead = () => {
    const ids = items.filter((m) => selected.has(m.id)).map((m) => m.id);
    if (ids.length === 0) {
      void message.warning(t('notSelected'));
      return;
    }
    markRead.mutate(ids, {
      onSuccess: () => {
        void message.success(t('markedRead'));
        setSelected(new Set());
      },
      onError: (err) => void message.error(err instanceof ApiError ? err.message : t('loadFailed')),
    });
  };

  const onOpen = (item: NewsItem) => {
    openNews.mutate(item.id);
    const link = safeLink(item.url);
    if (link?.kind === 'internal') void navigate(link.to);
    else if (link?.kind === 'external') window.open(link.href, '_blank', 'noopener,noreferrer');
  };

  return (
    <main className={`wl-container ${styles.page}`} data-testid="news-page">
      <h1 className={styles.title}>{t('title')}</h1>
      <Tabs activeKey={tab} onChange={(key) => go({ tab: key as Tab, page: 1 })} items={TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))} />
      <div className={styles.toolbar}>
        <Checkbox checked={allChecked} indeterminate={someChecked && !allChecked} disabled={items.length === 0} onChange={(e) => setSelected(e.target.checked ? new Set(items.map((m) => m.id)) : new Set())} data-testid="news-select-all">
          {t('selectAll')}
        </Checkbox>
        <Button onClick={onMarkRead} loading={markRead.isPending} data-testid="news-mark-read">
          {t('markRead')}
        </Button>
        <Button type="link" onClick={() => setSettingsOpen(true)} className={styles.settingsButton} data-testid="news-settings">
          {t('settings')}
        </Button>
      </div>

      {list.isError ? (
        <Result status="warning" title={t('loadFailed')} />
      ) : list.isPending ? (
        <Spin className={styles.loading} />
      ) : items.length === 0 ? (
        <Empty description={t('empty')} />
      ) : (
        <ul className={styles.list} data-testid="news-list" aria-busy={list.isFetching}>
          {items.map((item) => (
            <li key={item.id} className={`${styles.item} ${item.msgStatus === 'unread' ? styles.unread : ''}`} data-testid="news-item" data-status={item.msgStatus}>
              <Checkbox checked={selected.has(item.id)} onChange={(e) => toggle(item.id, e.target.checked)} aria-label={t('select')} />
              {item.msgStatus === 'unread' && <span className={styles.dot} role="img" aria-label={t('unreadDot')} />}
              <button type="button" className={styles.content} onClick={() => onOpen(item)} title={t('open')}>
                {item.msgContent}
              </button>
              <time className={styles.time} dateTime={item.createTime}>
                {dayjs(item.createTime).format('YYYY-MM-DD HH:mm')}
              </time>
            </li>
          ))}
        </ul>
      )}

      <Pagination
        className={styles.pager}
        current={page}
        pageSize={size}
        total={list.data?.total ?? 0}
        pageSizeOptions={MESSAGE_PAGE_SIZES.map(String)}
        showSizeChanger
        showTotal={(total) => t('total', { count: total })}
        onChange={(nextPage, nextSize) => go(nextSize !== size ? { page: 1, size: nextSize } : { page: nextPage })}
        hideOnSinglePage={false}
      />
      <MessageSettingsDialog open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </main>
  );
}
