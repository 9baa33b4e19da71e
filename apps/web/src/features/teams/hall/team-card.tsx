import { Avatar, Button, Popconfirm, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TEAM_CARD_AVATARS, TEAM_MEMBERSHIP_STATUSES, type TeamHallItem } from '@wardline/contract';
import { safeImageSrc } from '@/lib/safe-url';
import styles from './team-hall.module.css';

/** One card of the hall (spec 001 §2): name, description, logo, up to four member avatars then +n, and the action the viewer's status allows. */
export function TeamCard({ team, busy, onApply, onCancel }: { team: TeamHallItem; busy: boolean; onApply: () => void; onCancel: () => void }) {
  const { t } = useTranslation('teams');
  const logo = safeImageSrc(team.logo);
  const more = team.memberCount - Math.min(team.userLogos.length, TEAM_CARD_AVATARS);
  return (
    <article className={styles.card} data-testid="team-card" aria-labelledby={`team-${team.id}`}>
      <div className={styles.cardHead}>
        {logo ? <img className={styles.logo} src={logo} alt="" /> : <span className={styles.logo} aria-hidden="true" />}
        <h2 id={`team-${team.id}`} className={styles.name} data-testid="team-card-name">
          {team.name}
        </h2>
      </div>
      <p className={styles.desc}>{team.desc}</p>
      <div className={styles.faces} aria-label={t('hall.members', { count: team.memberCount })}>
        {team.userLogos.slice(0, TEAM_CARD_AVATARS).map((face, i) => {
          const src = safeImageSrc(face.logo);
          return (
            <Avatar key={`${face.nickname}-${i}`} size={28} src={src} alt={face.nickname}>
              {src ? null : face.nickname.slice(0, 1).toUpperCase()}
            </Avatar>
          );
        })}
        {more > 0 && <span className={styles.more}>{t('hall.more', { count: more })}</span>}
      </div>
      {team.status === TEAM_MEMBERSHIP_STATUSES.myTeam ? (
        <Link to="/userCenter/myTeam" data-testid="team-card-mine">
          <Tag color="green">{t('hall.mine')}</Tag>
        </Link>
      ) : team.status === TEAM_MEMBERSHIP_STATUSES.applying ? (
        <Popconfirm title={t('hall.cancelConfirm')} onConfirm={onCancel}>
          <Button loading={busy} data-testid="team-card-cancel">
            {t('hall.cancel')}
          </Button>
        </Popconfirm>
      ) : (
        <Button type="primary" loading={busy} onClick={onApply} data-testid="team-card-apply">
          {t('hall.apply')}
        </Button>
      )}
    </article>
  );
}
