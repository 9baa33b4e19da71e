import { useTranslation } from 'react-i18next';
import styles from './shell.module.css';

/** Shown while a route's code chunk loads (and during the first load, as react-router's HydrateFallback). */
export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.loader} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}
