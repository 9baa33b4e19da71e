import { useTranslation } from 'react-i18next';
import styles from './shell.module.css';

/** Shown in a page's place while its chunk loads on a first visit (a frame's Suspense fallback). */
export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.loader} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}
