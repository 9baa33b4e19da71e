import { Alert, Breadcrumb, Empty, Pagination, Progress, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ACHIEVEMENT_PAGE_SIZE, ACHIEVEMENT_PREVIEW_PER_ROW, isAchievementObtained } from '@wardline/contract';
import { useDocumentTitle } from '@/lib/document-title';
import { useMyAchievements } from './api/achievements';
import { Medal } from './medal';
import styles from './achievements.module.css';

/**
 * /userCenter/achievement (spec 001 §2): the breadcrumb centre › personal, a preview of up to 7
 * earned achievements followed by "more", then the paged list (16 a page) with each one's
 * status and progress.
 */
export default function AchievementsPage() {
  const { t } = useTranslation('achievements');
  useDocumentTitle(t('title'));
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useMyAchievements(page, ACHIEVEMENT_PAGE_SIZE);
  // The preview shows what the first page holds of earned ones (earned come first).
  const preview = useMyAchievements(1, ACHIEVEMENT_PAGE_SIZE);
  const earned = (preview.data?.data ?? []).filter((a) => isAchievementObtained(a.status));
  const data = list.data;
  return (
    <main className={`wl-container ${styles.page}`} data-testid="achievements">
      <Breadcrumb items={[{ title: <Link to="/userCenter/myAccount">{t('breadcrumb.centre')}</Link> }, { title: t('breadcrumb.personal') }]} />
      <h1 className={styles.title}>{t('title')}</h1>
      {data && <Typography.Text type="secondary">{t('summary', { obtained: data.obtained, total: data.total })}</Typography.Text>}
      {earned.length > 0 && (
        <section className={styles.preview} aria-label={t('preview')} data-testid="achievement-preview">
          <ul className={styles.previewRow}>
            {earned.slice(0, ACHIEVEMENT_PREVIEW_PER_ROW).map((a) => (
              <li key={a.id} title={a.title}>
                <Medal logo={a.logo} title={a.title} small />
                <span className="wl-sr-only">{a.title}</span>
              </li>
            ))}
          </ul>
          {(preview.data?.obtained ?? 0) > ACHIEVEMENT_PREVIEW_PER_ROW && <a href="#all-achievements">{t('more')}</a>}
        </section>
      )}
      <h2 id="all-achievements" className="wl-sr-only">
        {t('all')}
      </h2>
      {list.isError && <Alert type="error" showIcon message={t('loadFailed')} />}
      <Spin spinning={list.isFetching}>
        {data && data.data.length === 0 ? (
          <Empty description={t('empty')} />
        ) : (
          <ul className={styles.grid} aria-labelledby="all-achievements">
            {(data?.data ?? []).map((a) => {
              const obtained = isAchievementObtained(a.status);
              return (
                <li key={a.id}>
                  <article className={`${styles.card} ${obtained ? '' : styles.locked}`} data-testid="achievement-card">
                    <Medal logo={a.logo} title={a.title} />
                    <h3 className={styles.name} data-testid="achievement-title">
                      {a.title}
                    </h3>
                    <p className={styles.content}>{a.content}</p>
                    {obtained ? (
                      <Tag color="gold" data-testid="achievement-status">
                        {a.obtainedAt ? t('obtainedAt', { day: a.obtainedAt.slice(0, 10) }) : t('obtained')}
                      </Tag>
                    ) : (
                      <>
                        <Tag data-testid="achievement-status">{t('inProgress')}</Tag>
                        <Progress percent={a.progress} size="small" aria-label={`${t('progress')} ${a.title}`} />
                      </>
                    )}
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </Spin>
      {data && data.total > ACHIEVEMENT_PAGE_SIZE && (
        <nav className={styles.pager} aria-label={t('all')}>
          <Pagination current={page} pageSize={ACHIEVEMENT_PAGE_SIZE} total={data.total} showSizeChanger={false} onChange={(p) => setParams(p > 1 ? { page: String(p) } : {})} />
        </nav>
      )}
    </main>
  );
}
