import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { takeSignedOutNotice } from '@/lib/signed-out-notice';
import styles from './layout.module.css';

/** After the app signed someone out (session ended, account disabled), says why on the page it reloaded to. */
export function SignedOutNotice() {
  const { t } = useTranslation('layout');
  const [notice, setNotice] = useState(takeSignedOutNotice);
  if (notice === null) return null;
  return (
    <div className={styles.notice} role="alert" data-testid="signed-out-notice">
      <div className={`wl-container ${styles.noticeInner}`}>
        <strong>{t('signedOut.title')}</strong>
        <span>{notice || t('signedOut.ended')}</span>
        <button type="button" className={styles.button} onClick={() => setNotice(null)}>
          {t('signedOut.dismiss')}
        </button>
      </div>
    </div>
  );
}
