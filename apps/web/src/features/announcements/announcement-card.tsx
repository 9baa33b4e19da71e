import { Tag } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AnnouncementSummary } from '@wardline/contract';
import { formatDate } from './format-date';
import styles from './announcements.module.css';

/** Type tag colours: announcements are the platform's voice (blue), activities invite (orange). */
export function AnnouncementTypeTag({ type }: { type: AnnouncementSummary['type'] }) {
  const { t } = useTranslation('announcements');
  return <Tag color={type === 2 ? 'blue' : 'orange'} variant="outlined">{t(`type.${type}`)}</Tag>;
}

export function AnnouncementCard({ item }: { item: AnnouncementSummary }) {
  const { t } = useTranslation('announcements');
  const date = formatDate(item.createDate);
  return (
    <li className={styles.cardItem}>
      <Link
        to={`/announcement/detail/${item.id}`}
        className={styles.card}
        data-testid="announcement-card"
        data-announcement-id={item.id}
        data-type={item.type}
      >
        <div className={styles.cardHead}>
          <AnnouncementTypeTag type={item.type} />
          <time dateTime={item.createDate} className={styles.date}>{date}</time>
        </div>
        <h2 className={styles.cardTitle}>{item.title}</h2>
        <p className={styles.cardIntro}>{item.introduce}</p>
        <span className={styles.readMore} aria-hidden="true">{t('readMore')} →</span>
      </Link>
    </li>
  );
}
