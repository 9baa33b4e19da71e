import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContactConfig } from './use-contact-config';
import { safeImageSrc } from '@/lib/safe-url';
import styles from './contact-form.module.css';

/** The sales phone and WeChat QR beside the form, for visitors who would rather call. */
export function ContactAside() {
  const { t } = useTranslation(['contactForm', 'common']);
  const config = useContactConfig();
  const qr = safeImageSrc(config.data?.contactWxImg);

  return (
    <aside className={styles.aside} aria-labelledby="contact-aside-title" data-testid="contact-aside">
      <h3 id="contact-aside-title">{t('aside.title')}</h3>
      {config.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : config.data ? (
        <>
          <div className={styles.asideItem}>
            <span className={styles.asideLabel}>{t('aside.phone')}</span>
            <a className={styles.phone} href={`tel:${config.data.contactPhone.replace(/[^\d+]/g, '')}`}>
              {config.data.contactPhone}
            </a>
            <span className={styles.asideHint}>{t('aside.hours')}</span>
          </div>
          {qr && (
            <figure className={styles.qr}>
              <img src={qr} alt={t('aside.wechatAlt')} width={148} height={148} loading="lazy" />
              <figcaption>{t('aside.wechat')}</figcaption>
            </figure>
          )}
        </>
      ) : (
        <p className={styles.asideHint}>{t('common:noData')}</p>
      )}
    </aside>
  );
}
