import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ParseKeys } from 'i18next';
import type { Locale } from '@wardline/contract';
import { changeLocale } from '@/i18n';
import { NAV_ITEMS } from './nav-items';
import styles from './layout.module.css';

const QR_CODES = [
  { key: 'qrWechat', src: '/images/qr/wechat.svg' },
  { key: 'qrMiniProgram', src: '/images/qr/mini-program.svg' },
  { key: 'qrCommunity', src: '/images/qr/community.svg' },
] as const;

export function SiteFooter() {
  const { t } = useTranslation('layout');
  // One entry per page name: the hacker guide sits under two menus but is one page.
  const links = NAV_ITEMS.flatMap((item) => item.children ?? [item])
    .filter((item) => item.to)
    .filter((item, i, all) => all.findIndex((other) => other.label === item.label) === i);
  const line = (label: ParseKeys<'layout'>, value: string) => t('footer.line', { label: t(label), value });
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
          <p>{line('footer.phone', '400-820-2026')}</p>
          <p>{line('footer.email', 'business@wardline.example')}</p>
          <p>{line('footer.address', t('footer.addressText'))}</p>
          <FooterLanguages />
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

/** The language switch of phones and tablets, where the top bar has no room for it (shown at every width). */
function FooterLanguages() {
  const { t, i18n } = useTranslation('layout');
  const choices: { value: Locale; label: string; lang: string }[] = [
    { value: 'zh', label: '中文', lang: 'zh-CN' },
    { value: 'en', label: 'English', lang: 'en' },
  ];
  return (
    <div role="group" aria-label={t('nav.language')} className={styles.footerLanguages} data-testid="footer-language">
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          lang={choice.lang}
          aria-pressed={i18n.language === choice.value}
          onClick={() => void changeLocale(choice.value)}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
