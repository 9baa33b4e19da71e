import { useState } from 'react';
import { Carousel } from 'antd';
import { useTranslation } from 'react-i18next';
import { CAROUSEL_HEIGHT_PX, CAROUSEL_INTERVAL_MS, type CarouselItem } from '@wardline/contract';
import { useCarouselItems } from '../api/use-carousel-items';
import { bundledHeadline } from '../home-content';
import { leadsSomewhere, safeImageSrc, safeLink } from '@/lib/safe-url';
import { SmartLink } from './smart-link';
import styles from '../home.module.css';

/** Shown when the list is empty or failed: the first bundled banner, so the page never opens on a hole. */
const FALLBACK: CarouselItem = { id: 0, fingurePath: '/images/carousel/1.svg', link: '/companyservice/bugbounty' };

function Slide({ item, index, count, current = true }: { item: CarouselItem; index: number; count: number; current?: boolean }) {
  const { t } = useTranslation('home');
  const headline = bundledHeadline(item.fingurePath);
  const link = safeLink(item.link);
  const src = safeImageSrc(item.fingurePath);
  return (
    <SmartLink link={link} className={styles.slide} tabIndex={current ? undefined : -1} data-testid="carousel-slide" data-slide-index={index} data-link={item.link ?? undefined} externalHint={t('entrances.external')}>
      {src && (
        <img
          src={src}
          // The bundled banners carry no text; their headline below says what they mean.
          alt={headline ? '' : t('carousel.slide', { index: index + 1, count })}
          className={styles.slideImage}
          loading={index === 0 ? 'eager' : 'lazy'}
          fetchPriority={index === 0 ? 'high' : 'low'}
          decoding="async"
        />
      )}
      {headline && (
        <div className={styles.slideOverlay}>
          <div className="wl-container">
            <h2 className={styles.slideTitle}>{t(`carousel.headlines.${headline}.title`)}</h2>
            <p className={styles.slideText}>{t(`carousel.headlines.${headline}.text`)}</p>
            {link && <span className={styles.slideCta}>{t('carousel.learnMore')} →</span>}
          </div>
        </div>
      )}
    </SmartLink>
  );
}

/** The home banner carousel (spec 000 §9: autoplay every 4000 ms, 600 px tall). */
export function HomeCarousel() {
  const { t } = useTranslation('home');
  const carousel = useCarouselItems();
  const [current, setCurrent] = useState(0);
  const height = { height: CAROUSEL_HEIGHT_PX };

  if (carousel.isPending) {
    return <div className={`${styles.carousel} ${styles.carouselLoading}`} style={height} data-testid="home-carousel" data-state="loading" aria-busy="true" />;
  }
  // A banner for a page not built yet waits until it is.
  const shown = carousel.data?.filter((item) => leadsSomewhere(safeLink(item.link)));
  const items = shown?.length ? shown : [FALLBACK];
  const state = shown?.length ? 'ready' : carousel.isError ? 'error' : 'empty';

  return (
    <section className={styles.carousel} style={height} aria-roledescription="carousel" aria-label={t('carousel.label')} data-testid="home-carousel" data-state={state} data-count={items.length}>
      {items.length === 1 ? (
        <Slide item={items[0]!} index={0} count={1} />
      ) : (
        // Slides out of view are aria-hidden the moment the change starts: their links leave the tab order then too.
        <Carousel autoplay={{ dotDuration: true }} autoplaySpeed={CAROUSEL_INTERVAL_MS} effect="fade" pauseOnHover pauseOnFocus beforeChange={(_, next) => setCurrent(next)}>
          {items.map((item, i) => <Slide key={item.id} item={item} index={i} count={items.length} current={i === current} />)}
        </Carousel>
      )}
    </section>
  );
}
