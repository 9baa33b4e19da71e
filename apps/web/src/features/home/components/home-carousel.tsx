import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAROUSEL_HEIGHT_PX, CAROUSEL_INTERVAL_MS, type CarouselItem } from '@wardline/contract';
import { useCarouselItems } from '../api/use-carousel-items';
import { bundledHeadline } from '../home-content';
import { leadsSomewhere, safeImageSrc, safeLink } from '@/lib/safe-url';
import { SmartLink } from './smart-link';
import styles from '../home.module.css';

/** Shown when the list is empty or failed: the first bundled banner, so the page never opens on a hole. */
const FALLBACK: CarouselItem = { id: 'bundled', fingurePath: '/images/carousel/1.svg', link: '/companyservice/bugbounty' };

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
          // The first slide is the page's largest paint: decoded with it, not after.
          decoding={index === 0 ? 'sync' : 'async'}
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

/** Advances `count` slides every `interval` ms unless paused or the reader asked for reduced motion. */
function useAutoplay(count: number, interval: number, paused: boolean) {
  const [active, setActive] = useState(0);
  useEffect(() => {
    if (count < 2 || paused || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => setActive((i) => (i + 1) % count), interval);
    return () => clearInterval(timer);
  }, [count, interval, paused]);
  return [Math.min(active, Math.max(count - 1, 0)), setActive] as const;
}

/**
 * The home banner carousel (spec 000 §9: autoplay every 4000 ms, 600 px tall): slides
 * fade into each other, pause while hovered or focused, and dots choose one. Plain
 * markup, so the home page paints without a component library.
 */
export function HomeCarousel() {
  const { t } = useTranslation('home');
  const carousel = useCarouselItems();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // A banner for a page not built yet waits until it is.
  const shown = carousel.data?.filter((item) => leadsSomewhere(safeLink(item.link)));
  const items = shown?.length ? shown : [FALLBACK];
  const [active, setActive] = useAutoplay(items.length, CAROUSEL_INTERVAL_MS, hovered || focused);
  const height = { height: CAROUSEL_HEIGHT_PX };

  if (carousel.isPending) {
    return <div className={`${styles.carousel} ${styles.carouselLoading}`} style={height} data-testid="home-carousel" data-state="loading" aria-busy="true" />;
  }
  const state = shown?.length ? 'ready' : carousel.isError ? 'error' : 'empty';

  return (
    <section
      className={styles.carousel}
      style={height}
      aria-roledescription="carousel"
      aria-label={t('carousel.label')}
      data-testid="home-carousel"
      data-state={state}
      data-count={items.length}
      data-active={active}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      {items.map((item, i) => (
        <div
          key={item.id}
          className={`${styles.slideFrame} ${i === active ? styles.slideActive : ''}`}
          role="group"
          aria-roledescription="slide"
          aria-label={t('carousel.slide', { index: i + 1, count: items.length })}
          aria-hidden={i !== active}
          inert={i !== active}
        >
          <Slide item={item} index={i} count={items.length} />
        </div>
      ))}
      {items.length > 1 && (
        <div className={styles.dots}>
          {items.map((item, i) => (
            <button
              key={item.id}
              type="button"
              className={styles.dot}
              aria-label={t('carousel.slide', { index: i + 1, count: items.length })}
              aria-current={i === active ? 'true' : undefined}
              onClick={() => setActive(i)}
              data-testid="carousel-dot"
            />
          ))}
        </div>
      )}
    </section>
  );
}
