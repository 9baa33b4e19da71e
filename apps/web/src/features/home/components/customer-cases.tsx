import { useTranslation } from 'react-i18next';
import { CUSTOMERS, customerLogo } from '../home-content';
import { SectionHeading } from './section-heading';
import styles from '../home.module.css';

export function CustomerCases() {
  const { t, i18n } = useTranslation('home');
  return (
    <section className={`wl-container ${styles.section}`} aria-labelledby="home-customers" data-testid="home-customers">
      <SectionHeading id="home-customers" title={t('customers.title')} subtitle={t('customers.subtitle')} />
      <ul className={styles.logoWall}>
        {CUSTOMERS.map((c) => (
          <li key={c.key} className={styles.logo} data-customer={c.key}>
            <img src={customerLogo(c.logo, i18n.language)} alt={t(`customers.items.${c.key}`)} width={220} height={64} loading="lazy" decoding="async" />
          </li>
        ))}
      </ul>
    </section>
  );
}
