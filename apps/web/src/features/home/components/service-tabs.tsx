import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isAppRoute } from '@/lib/app-routes';
import { SERVICE_TABS } from '../home-content';
import { SectionHeading } from './section-heading';
import styles from '../home.module.css';

/** The three service tabs: security services, security products, community capabilities (WAI-ARIA tabs, arrow keys move). */
export function ServiceTabs() {
  const { t } = useTranslation('home');
  const id = useId();
  const [active, setActive] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tab = SERVICE_TABS[active]!;

  const onKeyDown = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    const target = e.key === 'Home' ? 0 : e.key === 'End' ? SERVICE_TABS.length - 1 : (active + step + SERVICE_TABS.length) % SERVICE_TABS.length;
    if (step === 0 && e.key !== 'Home' && e.key !== 'End') return;
    e.preventDefault();
    setActive(target);
    tabs.current[target]?.focus();
  };

  return (
    <section className={`wl-container ${styles.section}`} aria-labelledby="home-services" data-testid="service-tabs">
      <SectionHeading id="home-services" title={t('services.title')} subtitle={t('services.subtitle')} />
      <div role="tablist" className={styles.tabList} onKeyDown={onKeyDown}>
        {SERVICE_TABS.map((item, i) => (
          <button
            key={item.key}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${item.key}`}
            aria-selected={i === active}
            aria-controls={`${id}-panel`}
            tabIndex={i === active ? 0 : -1}
            className={styles.tab}
            onClick={() => setActive(i)}
          >
            {t(`services.tabs.${item.key}`)}
          </button>
        ))}
      </div>
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
