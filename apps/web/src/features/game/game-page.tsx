import { useState } from 'react';
import { Button } from 'antd';
import { useDocumentTitle } from '@/lib/document-title';
import { useTranslation } from 'react-i18next';
import { GAME_TIMELINE } from '@wardline/contract';
import { EventDetail } from './components/event-detail';
import { EventRing } from './components/event-ring';
import { GAME_YEARS } from './game-events';
import { useMediaQuery } from './hooks/use-media-query';
import { useRingRotation } from './hooks/use-ring-rotation';
import styles from './game.module.css';

const { width, height } = GAME_TIMELINE.compactBelow;
/** Spec 000 §9: the layout switches below 1440 wide or 900 high. */
const COMPACT_QUERY = `(max-width: ${width - 0.02}px), (max-height: ${height - 0.02}px)`;
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Keyboard focus pauses the ring (so it does not move under the reader); a mouse click does not. */
function isKeyboardFocus(el: Element): boolean {
  try {
    return el.matches(':focus-visible');
  } catch {
    return false;
  }
}

/** /game: the event guarantee timeline, turning every 2.5 s; hover or focus pauses it. */
export default function GamePage() {
  const { t } = useTranslation('game');
  useDocumentTitle(t('title'));
  const compact = useMediaQuery(COMPACT_QUERY);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const autoRotating = !reducedMotion && !stopped && !hovered && !focused;
  const { step, index, select } = useRingRotation({ count: GAME_YEARS.length, intervalMs: GAME_TIMELINE.rotateEveryMs, autoplay: autoRotating });

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <div className="wl-container">
          <h1>{t('title')}</h1>
          <p>{t('intro')}</p>
        </div>
      </header>
      <div
        className={`wl-container ${styles.stage} ${compact ? styles.compact : styles.wide} ${reducedMotion ? styles.still : ''}`}
        data-testid="game-stage"
        data-layout={compact ? 'compact' : 'wide'}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={(e) => setFocused(isKeyboardFocus(e.target))}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        <div className={styles.ringColumn}>
          <EventRing step={step} activeIndex={index} focusAngle={compact ? 90 : 0} autoRotating={autoRotating} onSelect={select} />
          {!reducedMotion && (
            <Button size="small" type="text" className={styles.toggle} onClick={() => setStopped((s) => !s)} aria-pressed={stopped} data-testid="game-toggle-rotation">
              {stopped ? `▶ ${t('resume')}` : `❚❚ ${t('pause')}`}
            </Button>
          )}
        </div>
        <EventDetail year={GAME_YEARS[index]!} />
      </div>
    </div>
  );
}
