import { useTranslation } from 'react-i18next';
import { usePageLoading } from '../page-loading';
import styles from './layout.module.css';

/** A bar across the top while the next page's chunk loads (the current page stays until it is ready). */
export function PageProgress() {
  const loading = usePageLoading();
  const { t } = useTranslation('common');
  if (!loading) return null;
  return <div className={styles.progress} role="progressbar" aria-busy="true" aria-label={t('loadingPage')} />;
}
