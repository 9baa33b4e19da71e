import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { GAME_TIMELINE } from '@wardline/contract';
import { GAME_YEARS } from '../game-events';
import styles from '../game.module.css';

type Props = {
  step: number;
  activeIndex: number;
  /** Where the selected event sits, in degrees clockwise from 3 o'clock. */
  focusAngle: number;
  autoRotating: boolean;
  onSelect: (index: number) => void;
};

/**
 * The circular timeline. The ring turns by 60° a step so the selected event comes to the
 * focus position; the badges turn back by as much, so their text stays upright.
 */
export function EventRing({ step, activeIndex, focusAngle, autoRotating, onSelect }: Props) {
  const { t } = useTranslation('game');
  const rotation = focusAngle - step * GAME_TIMELINE.degreesPerStep;
  const activeYear = GAME_YEARS[activeIndex]!;

  return (
    <div
      className={styles.ring}
      style={{ '--ring-rotation': `${rotation}deg` } as CSSProperties}
      role="group"
      aria-label={t('timelineLabel')}
      data-testid="game-ring"
      data-active-year={activeYear}
      data-active-index={activeIndex}
      data-rotation={rotation}
      data-auto-rotating={autoRotating ? 'true' : 'false'}
    >
      <div className={styles.ringTrack} aria-hidden="true" />
      <div className={styles.ringCenter} aria-hidden="true">
        <span className={styles.centerYear}>{activeYear}</span>
        <span className={styles.centerName}>{t(`events.${activeYear}.name`)}</span>
      </div>
      <div className={styles.ringSpinner}>
        {GAME_YEARS.map((year, i) => {
          const angle = i * GAME_TIMELINE.degreesPerStep;
          const active = i === activeIndex;
          return (
            <div key={year} className={styles.pointSlot} style={{ '--point-angle': `${angle}deg` } as CSSProperties}>
              <button
                type="button"
                className={`${styles.point} ${active ? styles.pointActive : ''}`}
                aria-pressed={active}
                aria-label={t('select', { year, name: t(`events.${year}.name`) })}
                data-testid="game-point"
                data-year={year}
                onClick={() => onSelect(i)}
              >
                {year}
              </button>
            </div>
          );
        })}
      </div>
    </div>
  );
}
