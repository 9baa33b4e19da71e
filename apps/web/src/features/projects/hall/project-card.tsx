import { useTranslation } from 'react-i18next';
import {
  difficultyLabels,
  hackerProjectOperationLabels,
  projectStateLabels,
  projectSubTypeLabels,
  projectTypeLabels,
  type HackerProjectOperation,
  type ProjectCard as ProjectCardData,
  type ProjectSubType,
} from '@wardline/contract';
import { formatDay, formatReward, isHiddenProgress, useLabels } from '../format';
import styles from './hall.module.css';

/** The type icon by projectSubType (spec 001 §2): a short mark on the subtype's colour; its name is the label. */
const SUB_TYPE_MARK: Record<ProjectSubType, string> = { web: 'WEB', app: 'APP', miniProgram: 'MP', iot: 'IoT', network: 'NET', other: '•••' };

/** Operations that are a state to read, not something to do (spec 001 §4: auditing and nopass are disabled). */
const INERT: readonly HackerProjectOperation[] = ['auditing', 'nopass', 'end'];


type Props = {
  project: ProjectCardData;
  /** The viewer is a company: it opens only its own projects. */
  company: boolean;
  onOpen: () => void;
  onEnrol: () => void;
  enrolling: boolean;
  /** The answer to this card's enrolment, shown on the card. */
  result?: { ok: boolean; text: string };
};

/** A project in the hall: every field of spec 001 §2, hidden values as ** and ****, and what the viewer can do. */
export function ProjectCard({ project, company, onOpen, onEnrol, enrolling, result }: Props) {
  const { t } = useTranslation('projects');
  const { label } = useLabels();
  const operation = project.operation;
  const progressHidden = isHiddenProgress(project.progress);
  const titleId = `project-${project.id}`;

  const action = (() => {
    if (operation === 'enroll') {
      return (
        <button type="button" className={`${styles.cta} ${styles.ctaPrimary}`} onClick={onEnrol} disabled={enrolling} data-testid="card-operation" data-operation="enroll">
          {label(hackerProjectOperationLabels, 'enroll')}
        </button>
      );
    }
    if (operation && INERT.includes(operation)) {
      return (
        <button type="button" className={styles.cta} disabled data-testid="card-operation" data-operation={operation}>
          {label(hackerProjectOperationLabels, operation)}
        </button>
      );
    }
    if (operation) {
      // participate (a visitor: the sign-in dialog) and submission (the detail with its vulnerability list).
      return (
        <button type="button" className={`${styles.cta} ${styles.ctaPrimary}`} onClick={onOpen} data-testid="card-operation" data-operation={operation}>
          {label(hackerProjectOperationLabels, operation)}
        </button>
      );
    }
    if (company && !project.mySelfProject) return null;
    return (
      <button type="button" className={styles.cta} onClick={onOpen} data-testid="card-operation" data-operation="view">
        {t('hall.card.view')}
      </button>
    );
  })();

  return (
    <li className={styles.cardItem}>
      <article className={styles.card} aria-labelledby={titleId} data-testid="project-card" data-project-id={project.id}>
        <header className={styles.cardHead}>
          <span className={`${styles.typeIcon} ${styles[`sub_${project.projectSubType}`] ?? ''}`} role="img" aria-label={label(projectSubTypeLabels, project.projectSubType)}>
            {SUB_TYPE_MARK[project.projectSubType]}
          </span>
          <div className={styles.cardTitleBox}>
            <h2 className={styles.cardTitle} id={titleId}>
              <button type="button" className={styles.titleButton} onClick={onOpen}>
                {project.name}
              </button>
            </h2>
            <p className={styles.cardTags}>
              <span className={styles.tag}>{label(projectTypeLabels, project.projectype)}</span>
              <span className={`${styles.tag} ${styles[`difficulty${project.difficultyFactor}`] ?? ''}`} data-testid="card-difficulty">
                {label(difficultyLabels, project.difficultyFactor)}
              </span>
              <span className={`${styles.tag} ${styles[`state_${project.states}`] ?? ''}`} data-testid="card-status">
                {label(projectStateLabels, project.states)}
              </span>
              {project.mySelfProject && <span className={`${styles.tag} ${styles.mine}`}>{t('hall.card.mine')}</span>}
            </p>
          </div>
        </header>
        {project.publisher && (
          <p className={styles.publisher}>
            {t('hall.card.publisher')}: {project.publisher}
          </p>
        )}
        <dl className={styles.facts}>
          <div>
            <dt>{t('hall.card.startTime')}</dt>
            <dd>{formatDay(project.startime)}</dd>
          </div>
          <div>
            <dt>{t('hall.card.daysLeft')}</dt>
            <dd data-testid="card-days-left">{t('hall.card.days', { count: project.surplus })}</dd>
          </div>
          <div>
            <dt>{t('hall.card.places')}</dt>
            <dd data-testid="card-places">{project.remainderNum === null ? t('hall.card.unlimited') : project.remainderNum}</dd>
          </div>
          <div>
            <dt>{t('hall.card.lowReward')}</dt>
            <dd data-testid="card-low-reward">{formatReward(project.lowriskreward, project.rewardtype)}</dd>
          </div>
          <div>
            <dt>{t('hall.card.highReward')}</dt>
            <dd data-testid="card-high-reward">{formatReward(project.highriskreward, project.rewardtype)}</dd>
          </div>
          {/* What is left of the pool (issue 10 §1), so nobody holds findings back waiting for a refill; **** while the company hides it. */}
          <div>
            <dt>{t('hall.card.remainingBonus')}</dt>
            <dd data-testid="card-remaining-bonus">{formatReward(project.remainingBonus, project.rewardtype)}</dd>
          </div>
        </dl>
        <div className={styles.progressRow}>
          <span className={styles.progressLabel}>{t('hall.card.progress')}</span>
          {progressHidden ? (
            <span data-testid="card-progress">{project.progress}</span>
          ) : (
            <>
              <span className={styles.progressTrack} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={project.progress as number} aria-label={t('hall.card.progress')}>
                <span className={styles.progressFill} style={{ width: `${project.progress as number}%` }} />
              </span>
              <span data-testid="card-progress">{project.progress}%</span>
            </>
          )}
        </div>
        <footer className={styles.cardFoot}>
          {result && (
            <p role="status" className={result.ok ? styles.resultOk : styles.resultError} data-testid="card-result">
              {result.text}
            </p>
          )}
          {action}
        </footer>
      </article>
    </li>
  );
}
