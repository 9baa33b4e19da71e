import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EntryNotice } from './project-entry';
import styles from './entry-notice.module.css';

/** What the project entry has to say (plain markup: the home page and the hall load no component library). */
export function EntryNoticeView({ notice, onDismiss }: { notice: EntryNotice | null; onDismiss: () => void }) {
  const { t } = useTranslation('projectEntry');
  if (!notice) return null;
  return (
    <div className={styles.notice} role="alert" data-testid="project-entry-notice" data-kind={notice.kind}>
      {notice.kind === 'certify' && (
        <>
          <span className={styles.text}>{t('certifyFirst')}</span>
          <Link to={notice.to} className={styles.action}>
            {t('certifyNow')}
          </Link>
        </>
      )}
      {notice.kind === 'failed' && <span className={styles.text}>{notice.message ?? t('redirectFailed')}</span>}
      {notice.kind === 'blocked' && (
        <a href={notice.href} target="_blank" rel="noopener noreferrer" className={styles.action}>
          {t('popupBlocked')}
        </a>
      )}
      <button type="button" className={styles.close} onClick={onDismiss} aria-label={t('dismiss')}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
