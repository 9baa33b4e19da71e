import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isAppRoute } from '@/lib/app-routes';
import { TabList } from '@/components/tab-list/tab-list';
import { SERVICE_TABS } from '../home-content';
import { SectionHeading } from './section-heading';
import styles from '../home.module.css';

/** The three service tabs: security services, security products, community capabilities (WAI-ARIA tabs, arrow keys move). */
export function ServiceTabs() {
  const { t } = useTranslation('home');
  const id = useId();
  const [active, setActive] = useState(0);
  const tab = SERVICE_TABS[active]!;
  return (
    <section className={`wl-container ${styles.section}`} aria-labelledby="home-services" data-testid="service-tabs">
      <SectionHeading id="home-services" title={t('services.title')} subtitle={t('services.subtitle')} />
      <TabList
        tabs={SERVICE_TABS.map((item) => ({ key: item.key, label: t(`services.tabs.${item.key}`) }))}
        active={tab.key}
        onChange={(key) => setActive(SERVICE_TABS.findIndex((item) => item.key === key))}
        panelId={`${id}-panel`}
        idPrefix={id}
        className={styles.tabList}
        tabClassName={styles.tab}
      />
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab.key}`}>
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
      </div>
    </section>
  );
}
