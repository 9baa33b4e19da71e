import { useDocumentTitle } from '@/lib/document-title';
import type { MouseEvent, ReactNode } from 'react';
import { Button, Collapse } from 'antd';
import { useTranslation } from 'react-i18next';
import { ContactForm } from '@/components/contact-form/contact-form';
import type { ServicePageContent } from '../content/types';
import { ValueCards } from './value-cards';
import { ValueCarousel } from './value-carousel';
import styles from './service-page.module.css';

type ServicePageProps = {
  content: ServicePageContent;
  /** Shown in the browser tab. */
  pageTitle: string;
  /** The hero illustration under /images/services/. */
  illustration: string;
  /** Which page the contact form reports as its source (spec 002 §2.6). */
  source: 1 | 2 | 3;
  /** Page 2 shows its service value as a carousel (never autoplaying), the others as cards. */
  valueLayout: 'cards' | 'carousel';
};

/** Scrolls to a section without touching the URL: the router owns it. */
function jumpTo(id: string) {
  return (event: MouseEvent) => {
    event.preventDefault();
    document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
}

function Section({ id, title, lead, tone, children }: { id: string; title: string; lead?: string; tone?: 'tinted'; children: ReactNode }) {
  return (
    <section id={id} className={`${styles.section} ${tone === 'tinted' ? styles.tinted : ''}`} aria-labelledby={`${id}-title`}>
      <div className="wl-container">
        <header className={styles.sectionHeader}>
          <h2 id={`${id}-title`}>{title}</h2>
          {lead && <p>{lead}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}

/** A company service page: hero, value, process, deliverables, pricing, FAQ, contact form. */
export function ServicePage({ content, pageTitle, illustration, source, valueLayout }: ServicePageProps) {
  const { t } = useTranslation(['companyServices', 'common']);
  useDocumentTitle(pageTitle);

  const { hero, value, process, deliverables, pricing, faq } = content;
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="service-title">
        <div className={`wl-container ${styles.heroInner}`}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>{hero.eyebrow}</p>
            <h1 id="service-title">{hero.title}</h1>
            <p className={styles.subtitle}>{hero.subtitle}</p>
            <ul className={styles.highlights} aria-label={t('highlights')}>
              {hero.highlights.map((item) => <li key={item}>{item}</li>)}
            </ul>
            <div className={styles.heroActions}>
              <Button type="primary" size="large" href="#contact" onClick={jumpTo('contact')}>{t('cta')}</Button>
              <Button size="large" ghost href="#process" onClick={jumpTo('process')}>{t('ctaProcess')}</Button>
            </div>
          </div>
          <img className={styles.heroArt} src={illustration} alt="" width={520} height={400} />
        </div>
      </section>

      <Section id="value" title={t('sections.value')} lead={value.lead}>
        {valueLayout === 'carousel' ? <ValueCarousel items={value.items} /> : <ValueCards items={value.items} />}
      </Section>

      <Section id="process" title={t('sections.process')} lead={process.lead} tone="tinted">
        <ol className={styles.steps}>
          {process.steps.map((step, i) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNo} aria-label={t('step', { n: i + 1 })}>{String(i + 1).padStart(2, '0')}</span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="deliverables" title={t('sections.deliverables')} lead={deliverables.lead}>
        <ul className={styles.deliverables}>
          {deliverables.items.map((item) => (
            <li key={item.title}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      {pricing && (
        <Section id="pricing" title={t('sections.pricing')} lead={pricing.lead} tone="tinted">
          <ul className={styles.pricing}>
            {pricing.items.map((item) => (
              <li key={item.title}>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
          <p className={styles.pricingExample}>{pricing.example}</p>
        </Section>
      )}

      <Section id="faq" title={t('sections.faq')} tone={pricing ? undefined : 'tinted'}>
        <Collapse
          className={styles.faq}
          defaultActiveKey={['0']}
          items={faq.map((item, i) => ({ key: String(i), label: <h3 className={styles.question}>{item.question}</h3>, children: <p className={styles.answer}>{item.answer}</p> }))}
        />
      </Section>

      <section id="contact" className={styles.contact}>
        <div className="wl-container">
          <ContactForm source={source} />
        </div>
      </section>
    </div>
  );
}
