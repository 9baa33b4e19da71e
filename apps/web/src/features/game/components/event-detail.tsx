import { useTranslation } from 'react-i18next';
import { EVENT_STATS, type GameYear } from '../game-events';
import styles from '../game.module.css';

/** What the team did at the selected event. */
export function EventDetail({ year }: { year: GameYear }) {
  const { t } = useTranslation('game');
  const points = t(`events.${year}.points`, { returnObjects: true }) as string[];
  return (
    <article className={styles.detail} data-testid="game-detail" data-year={year} key={year}>
      <div className={styles.detailYear}>{year}</div>
      <h2 className={styles.detailTitle}>{t(`events.${year}.title`)}</h2>
      <div className={styles.detailPlace}>{t(`events.${year}.place`)}</div>
      <p className={styles.detailSummary}>{t(`events.${year}.summary`)}</p>
      <h3 className={styles.detailSub}>{t('highlights')}</h3>
      <ul className={styles.detailPoints}>
        {points.map((p) => <li key={p}>{p}</li>)}
      </ul>
      <dl className={styles.stats}>
        {EVENT_STATS.map((s) => (
          <div key={s} className={styles.stat}>
            <dt>{t(`stats.${s}`)}</dt>
            <dd>{t(`events.${year}.${s}`)}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
