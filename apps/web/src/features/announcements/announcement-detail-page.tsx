import { Alert, Breadcrumb, Button, Result, Skeleton } from 'antd';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '@/lib/document-title';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { AnnouncementTypeTag, textLanguage } from './announcement-card';
import { useAnnouncementDetail } from './api/use-announcement-detail';
import { formatDate } from './format-date';
import { RichText } from './rich-text';
import styles from './announcements.module.css';

/** An announcement's public id as the address carries it; anything that cannot be one is not looked up (an old serial-id link is, and is not found). */
function parseId(raw: string | undefined): string | null {
  return raw && /^[A-Za-z0-9_-]{1,64}$/.test(raw) ? raw : null;
}

/** /announcement/detail/:id — title, publish date and the sanitised HTML body. */
export default function AnnouncementDetailPage() {
  const { t, i18n } = useTranslation(['announcements', 'common']);
  const id = parseId(useParams().id);
  const detail = useAnnouncementDetail(id);
  const notFound = id === null || (detail.error instanceof ApiError && detail.error.status === 404);
  useDocumentTitle(notFound ? t('notFound.title') : (detail.data?.title ?? t('title')));

  const crumbs = [
    { title: <Link to="/">{t('common:home')}</Link> },
    { title: <Link to="/announcement">{t('breadcrumb')}</Link> },
    ...(detail.data ? [{ title: detail.data.title }] : []),
  ];

  return (
    <div className={`wl-container ${styles.detailPage}`}>
      <Breadcrumb items={crumbs} className={styles.breadcrumb} />
      {notFound ? (
        <Result
          status="404"
          title={t('notFound.title')}
          subTitle={t('notFound.body')}
          data-testid="announcement-not-found"
          extra={<Link to="/announcement"><Button type="primary">{t('backToList')}</Button></Link>}
        />
      ) : detail.isError ? (
        <Alert type="warning" showIcon title={detail.error.message || t('loadFailed')} data-testid="announcement-error" />
      ) : detail.isPending ? (
        <article className={styles.article}><Skeleton active paragraph={{ rows: 8 }} /></article>
      ) : (
        <article className={styles.article} data-testid="announcement-detail" data-announcement-id={detail.data.id}>
          <header className={styles.articleHead}>
            <h1 lang={textLanguage(detail.data.language, i18n.language).lang}>{detail.data.title}</h1>
            <div className={styles.meta}>
              <AnnouncementTypeTag type={detail.data.type} />
              <time dateTime={detail.data.createDate}>{t('publishedOn', { date: formatDate(detail.data.createDate) })}</time>
            </div>
          </header>
          {textLanguage(detail.data.contentLanguage, i18n.language).untranslated && (
            <Alert type="info" showIcon title={t('untranslated.note')} data-testid="announcement-untranslated" />
          )}
          <RichText html={detail.data.content} className={styles.body} lang={textLanguage(detail.data.contentLanguage, i18n.language).lang} />
          <footer className={styles.articleFoot}>
            <Link to="/announcement">← {t('backToList')}</Link>
          </footer>
        </article>
      )}
    </div>
  );
}
