import { useState } from 'react';
import { Button, Modal } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePopupAnnouncement } from './api/use-popup-announcement';
import { dismissPopup, isPopupDismissed } from './dismissed-popups';
import { formatDate } from './format-date';
import { RichText } from './rich-text';
import styles from './announcements.module.css';

/**
 * The announcement staff pinned as a popup, shown on the home page once per announcement
 * per browser. Loaded lazily by the main layout, so DOMPurify stays out of the shell.
 */
export default function AnnouncementPopup() {
  const { t } = useTranslation('announcements');
  const navigate = useNavigate();
  const { data } = usePopupAnnouncement();
  const [closedId, setClosedId] = useState<string | null>(null);

  if (!data || data.id === closedId || isPopupDismissed(data.id)) return null;

  const close = () => {
    dismissPopup(data.id);
    setClosedId(data.id);
  };

  return (
    <Modal
      open
      width={640}
      centered
      title={
        <div>
          <div className={styles.popupTitle}>{data.title}</div>
          <time className={styles.popupDate} dateTime={data.createDate}>{formatDate(data.createDate)}</time>
        </div>
      }
      onCancel={close}
      data-testid="announcement-popup"
      footer={[
        <Button
          key="detail"
          onClick={() => {
            close();
            navigate(`/announcement/detail/${data.id}`);
          }}
        >
          {t('popup.viewDetail')}
        </Button>,
        <Button key="ok" type="primary" onClick={close} data-testid="announcement-popup-dismiss">
          {t('popup.dismiss')}
        </Button>,
      ]}
    >
      <div className={styles.popupBody} data-testid="announcement-popup-body" data-announcement-id={data.id}>
        <RichText html={data.content} />
      </div>
    </Modal>
  );
}
