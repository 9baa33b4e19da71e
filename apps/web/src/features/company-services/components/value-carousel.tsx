import { useRef, useState } from 'react';
import { Button, Carousel, type CarouselRef } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ServicePageContent } from '../content/types';
import styles from './service-page.module.css';

/**
 * The service value points as a carousel that moves only when asked (spec 002 §2.6: no
 * autoplay): tabs name every slide, arrows step through them. Not infinite, so the slider
 * makes no hidden clones of the slides' headings.
 */
export function ValueCarousel({ items }: { items: ServicePageContent['value']['items'] }) {
  const { t } = useTranslation('companyServices');
  const carousel = useRef<CarouselRef>(null);
  const [current, setCurrent] = useState(0);

  return (
    <div className={styles.carousel} data-testid="service-value-carousel">
      <div className={styles.carouselTabs} role="tablist" aria-label={t('carousel.choose')}>
        {items.map((item, i) => (
          <button
            key={item.title}
            type="button"
            role="tab"
            aria-selected={i === current}
            className={i === current ? styles.carouselTabActive : styles.carouselTab}
            onClick={() => carousel.current?.goTo(i)}
          >
            {item.title}
          </button>
        ))}
      </div>
      <Carousel ref={carousel} autoplay={false} infinite={false} dots beforeChange={(_, next) => setCurrent(next)} className={styles.carouselTrack}>
        {items.map((item, i) => (
          <div key={item.title}>
            <div className={styles.slide} aria-hidden={i !== current}>
              <div className={styles.slideArt}>
                <img src={`/images/services/icons/${item.icon}.svg`} alt="" width={120} height={120} />
              </div>
              <div className={styles.slideText}>
                <span className={styles.slidePosition}>{t('carousel.position', { n: i + 1, total: items.length })}</span>
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </div>
            </div>
          </div>
        ))}
      </Carousel>
      <div className={styles.carouselNav}>
        <Button shape="circle" aria-label={t('carousel.prev')} disabled={current === 0} onClick={() => carousel.current?.prev()}>‹</Button>
        <Button shape="circle" aria-label={t('carousel.next')} disabled={current === items.length - 1} onClick={() => carousel.current?.next()}>›</Button>
      </div>
    </div>
  );
}
