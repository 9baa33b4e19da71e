import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/document-title';
import { Link } from 'react-router';
import styles from './shell.module.css';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('notFound.title'));
  return (
    <section className={styles.result} data-testid="not-found">
      <p className={styles.resultCode} aria-hidden="true">404</p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Link to="/" className={styles.primaryButton}>
        {t('notFound.action')}
      </Link>
    </section>
  );
}
