import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AnnouncementSummary } from '@wardline/contract';
import { formatDate } from './format-date';
import styles from './announcements.module.css';

/** Type tag colours: announcements are the platform's voice (blue), activities invite (orange). */
export function AnnouncementTypeTag({ type }: { type: AnnouncementSummary['type'] }) {
  const { t } = useTranslation('announcements');
  return <span className={`${styles.tag} ${type === 2 ? styles.tagAnnouncement : styles.tagActivity}`}>{t(`type.${type}`)}</span>;
}

/** The `lang` of text in `language`, and whether the reader asked for another language. */
export function textLanguage(language: AnnouncementSummary['language'], uiLanguage: string) {
  return { lang: language === 'zh' ? 'zh-CN' : 'en', untranslated: language !== uiLanguage };
}

export function AnnouncementCard({ item }: { item: AnnouncementSummary }) {
  const { t, i18n } = useTranslation('announcements');
  const { lang, untranslated } = textLanguage(item.language, i18n.language);
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
          {untranslated && <span className={styles.tag} data-testid="announcement-untranslated">{t('untranslated.tag')}</span>}
          <time dateTime={item.createDate} className={styles.date}>{date}</time>
        </div>
        <h2 className={styles.cardTitle} lang={lang}>{item.title}</h2>
        <p className={styles.cardIntro} lang={lang}>{item.introduce}</p>
        <span className={styles.readMore} aria-hidden="true">{t('readMore')} →</span>
      </Link>
    </li>
  );
}
