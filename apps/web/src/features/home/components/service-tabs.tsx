import { Tabs } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isAppRoute } from '@/lib/app-routes';
import { SERVICE_TABS } from '../home-content';
import { SectionHeading } from './section-heading';
import styles from '../home.module.css';

/** The three service tabs: security services, security products, community capabilities. */
export function ServiceTabs() {
  const { t } = useTranslation('home');
  return (
    <section className={`wl-container ${styles.section}`} aria-labelledby="home-services" data-testid="service-tabs">
      <SectionHeading id="home-services" title={t('services.title')} subtitle={t('services.subtitle')} />
      <Tabs
        centered
        size="large"
        className={styles.serviceTabs}
        items={SERVICE_TABS.map((tab) => ({
          key: tab.key,
          label: t(`services.tabs.${tab.key}`),
          children: (
            <ul className={styles.offerGrid} data-tab={tab.key}>
              {tab.items.filter((item) => isAppRoute(item.to)).map((item) => (
                <li key={item.key} className={styles.offerItem}>
                  <Link to={item.to} className={styles.offer} data-testid="service-offering" data-offering={item.key}>
                    <h3>{t(`services.items.${item.key}.title`)}</h3>
                    <p>{t(`services.items.${item.key}.text`)}</p>
                    <span className={styles.offerMore} aria-hidden="true">{t('services.learnMore')} →</span>
                  </Link>
                </li>
              ))}
            </ul>
          ),
        }))}
      />
    </section>
  );
}
