import { useTranslation } from 'react-i18next';
import { CustomerCases } from './components/customer-cases';
import { EntranceTiles } from './components/entrance-tiles';
import { HomeCarousel } from './components/home-carousel';
import { HomeClaims } from './components/home-claims';
import { SecurityTeams } from './components/security-teams';
import { ServiceTabs } from './components/service-tabs';
import styles from './home.module.css';

/** / and /index: banners, entrance tiles, claims, service tabs, teams and customers (spec 000 §1, §2). */
export default function HomePage() {
  const { t } = useTranslation('common');
  return (
    <div className={styles.home} data-testid="home-page">
      <h1 className={styles.srOnly}>{`${t('productName')} — ${t('productTagline')}`}</h1>
      <HomeCarousel />
      <EntranceTiles />
      <HomeClaims />
      <ServiceTabs />
      <SecurityTeams />
      <CustomerCases />
    </div>
  );
}
