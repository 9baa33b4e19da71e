import { useTranslation } from 'react-i18next';
import { SECURITY_TEAMS } from '../home-content';
import { SectionHeading } from './section-heading';
import styles from '../home.module.css';

export function SecurityTeams() {
  const { t } = useTranslation('home');
  return (
    <section className={styles.teamsBand} aria-labelledby="home-teams" data-testid="home-teams">
      <div className="wl-container">
        <SectionHeading id="home-teams" title={t('teams.title')} subtitle={t('teams.subtitle')} light />
        <ul className={styles.teamGrid}>
          {SECURITY_TEAMS.map((team) => (
            <li key={team.key} className={styles.team} data-team={team.key}>
              <img src={team.image} alt="" width={320} height={180} loading="lazy" decoding="async" />
              <div className={styles.teamBody}>
                <h3>{t(`teams.items.${team.key}.name`)}</h3>
                <p>{t(`teams.items.${team.key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
