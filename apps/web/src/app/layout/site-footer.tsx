import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NAV_ITEMS } from './nav-items';
import styles from './layout.module.css';

const QR_CODES = [
  { key: 'qrWechat', src: '/images/qr/wechat.svg' },
  { key: 'qrMiniProgram', src: '/images/qr/mini-program.svg' },
  { key: 'qrCommunity', src: '/images/qr/community.svg' },
] as const;

export function SiteFooter() {
  const { t } = useTranslation('layout');
  const links = NAV_ITEMS.flatMap((item) => item.children ?? [item]).filter((item) => item.to);
  return (
    <footer className={styles.footer}>
      <div className={`wl-container ${styles.footerGrid}`}>
        <section>
          <h3>{t('footer.about')}</h3>
          <p>{t('footer.aboutText')}</p>
        </section>
        <nav aria-label={t('footer.links')}>
          <h3>{t('footer.links')}</h3>
          <ul className={styles.footerLinks}>
            {links.map((item) => (
              <li key={item.key}>
                <Link to={item.to!}>{t(item.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section>
          <h3>{t('footer.contact')}</h3>
          <p>{t('footer.phone')}：400-820-2026</p>
          <p>{t('footer.email')}：business@wardline.example</p>
          <p>{t('footer.address')}：{t('footer.addressText')}</p>
        </section>
        <section className={styles.qrRow}>
          {QR_CODES.map((qr) => (
            <figure key={qr.key}>
              <img src={qr.src} alt={t(`footer.${qr.key}`)} width={96} height={96} loading="lazy" />
              <figcaption>{t(`footer.${qr.key}`)}</figcaption>
            </figure>
          ))}
        </section>
      </div>
      <div className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear() })}</div>
    </footer>
  );
}
