import { useTranslation } from 'react-i18next';
import { HOME_CLAIMS } from '@wardline/contract';
import styles from '../home.module.css';

/** The two claims of spec 000 §1: 100000+ hackers, 17000 enterprises. */
export function HomeClaims() {
  const { t } = useTranslation('home');
  const claims = [
    { key: 'hackers', value: HOME_CLAIMS.hackers },
    { key: 'enterprises', value: HOME_CLAIMS.enterprises },
  ] as const;
  return (
    <section className={styles.claims} aria-labelledby="home-claims" data-testid="home-claims">
      <div className="wl-container">
        <h2 id="home-claims" className={styles.claimsTitle}>{t('claims.title')}</h2>
        <ul className={styles.claimList}>
          {claims.map((c) => (
            <li key={c.key} className={styles.claim} data-claim={c.key}>
              <span className={styles.claimValue}>{c.value}</span>
              <span className={styles.claimLabel}>{t(`claims.${c.key}`)}</span>
              <span className={styles.claimNote}>{t(`claims.${c.key}Note`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
