import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePopupAnnouncement } from './api/use-popup-announcement';
import { dismissPopup, isPopupDismissed } from './dismissed-popups';
import { formatDate } from './format-date';
import { RichText } from './rich-text';
import styles from './announcements.module.css';

/**
 * The announcement staff pinned as a popup, shown on the home page once per announcement
 * per browser. A native modal dialog (focus kept inside, the page behind inert, Escape
 * closes), so the home page loads no component library for it; loaded lazily by the main
 * layout once the page itself has loaded, so DOMPurify stays out of the shell.
 */
export default function AnnouncementPopup() {
  const { t } = useTranslation('announcements');
  const navigate = useNavigate();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const { data } = usePopupAnnouncement();
  const [closedId, setClosedId] = useState<string | null>(null);
  const shown = data && data.id !== closedId && !isPopupDismissed(data.id) ? data : null;

  useEffect(() => {
    if (shown && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [shown]);

  if (!shown) return null;

  const close = () => {
    dismissPopup(shown.id);
    setClosedId(shown.id);
  };

  return (
    <dialog
      ref={dialog}
      className={styles.popup}
      aria-labelledby={titleId}
      data-testid="announcement-popup"
      // Escape: closed and remembered, like the buttons.
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <header className={styles.popupHead}>
        <h2 id={titleId} className={styles.popupTitle}>{shown.title}</h2>
        <time className={styles.popupDate} dateTime={shown.createDate}>{formatDate(shown.createDate)}</time>
        <button type="button" className={styles.popupClose} aria-label={t('popup.close')} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      </header>
      <div className={styles.popupBody} data-testid="announcement-popup-body" data-announcement-id={shown.id}>
        <RichText html={shown.content} />
      </div>
      <footer className={styles.popupFoot}>
        <button
          type="button"
          className={styles.popupButton}
          onClick={() => {
            close();
            navigate(`/announcement/detail/${shown.id}`);
          }}
        >
          {t('popup.viewDetail')}
        </button>
        {/* A modal dialog moves focus into itself: the safe action takes it. */}
        <button type="button" className={`${styles.popupButton} ${styles.popupPrimary}`} onClick={close} data-testid="announcement-popup-dismiss" autoFocus>
          {t('popup.dismiss')}
        </button>
      </footer>
    </dialog>
  );
}
