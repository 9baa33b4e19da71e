import { Alert, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BugDetail, GradeView } from '@wardline/contract';
import { formatMinute, formatSecond, useDuration } from './format';
import { GradeTag } from './grade-tag';
import styles from './detail.module.css';

/** The self-rated grade as a grade view: its colour is the project level's of that code. */
function selfGrade(bug: BugDetail): GradeView {
  const level = bug.levels.find((l) => l.holeCode === bug.holegrade);
  return { code: bug.holegrade, name: bug.holeGradeName, color: level?.color ?? null };
}

/**
 * The four grades side by side (self, triage, confirmed, final) with the reason the grade was
 * given, a duplicate's original, and the appeal window: grades never change silently (BRIEF §4).
 */
export function BugGrades({ bug, now }: { bug: BugDetail; now: number }) {
  const { t } = useTranslation('bugs');
  const rows: [string, GradeView | null, string][] = [
    ['self', selfGrade(bug), 'grade-self'],
    ['audit', bug.auditGrade, 'grade-audit'],
    ['confirm', bug.confirmGrade, 'grade-confirm'],
    ['final', bug.endGrade, 'grade-final'],
  ];
  return (
    <section className={styles.card} aria-labelledby="bug-grades-title">
      <h2 id="bug-grades-title" className={styles.sectionTitle}>
        {t('detail.sections.grades')}
      </h2>
      <div className={styles.grades}>
        {rows.map(([key, grade, testId]) => (
          <div key={key} className={styles.grade}>
            <span className={styles.gradeLabel}>{t(`grades.${key as 'self' | 'audit' | 'confirm' | 'final'}`)}</span>
            {grade ? <GradeTag grade={grade} testId={testId} /> : <span data-testid={testId}>{t('grades.pending')}</span>}
          </div>
        ))}
      </div>
      {bug.gradeReason && (
        <div className={styles.note}>
          <strong>{t('grades.reason')}：</strong>
          <p className={styles.text} data-testid="grade-reason">
            {bug.gradeReason}
          </p>
        </div>
      )}
      {bug.appealReason && (
        <div className={styles.note}>
          <strong>{t('grades.appealReason')}：</strong>
          <p className={styles.text} data-testid="appeal-reason">
            {bug.appealReason}
          </p>
        </div>
      )}
      <Duplicate bug={bug} />
      <AppealWindow bug={bug} now={now} />
    </section>
  );
}

function Duplicate({ bug }: { bug: BugDetail }) {
  const { t } = useTranslation('bugs');
  const original = bug.duplicateOf;
  if (!original) return null;
  return (
    <Alert
      className={styles.note}
      type="info"
      showIcon
      data-testid="duplicate-of"
      title={t('duplicate.title')}
      description={
        <>
          <div>{t('duplicate.body', { number: original.holenumber, time: formatSecond(original.firstSeenAt) })}</div>
          {original.grade && (
            <div>
              {t('duplicate.grade')}：<GradeTag grade={original.grade} testId="duplicate-grade" />
            </div>
          )}
        </>
      }
    />
  );
}

function AppealWindow({ bug, now }: { bug: BugDetail; now: number }) {
  const { t } = useTranslation('bugs');
  const duration = useDuration();
  if (!bug.appealDeadline) return null;
  const left = new Date(bug.appealDeadline).getTime() - now;
  return (
    <Alert
      className={styles.note}
      type={left > 0 ? 'warning' : 'info'}
      showIcon
      data-testid="appeal-deadline"
      title={t('appeal.deadline', { time: formatMinute(bug.appealDeadline) })}
      description={left > 0 ? t('appeal.left', { left: duration(left) }) : t('appeal.closed')}
    />
  );
}

/** How long the report waited in triage and in confirmation, flagged past the project's threshold. */
export function BugClocks({ bug }: { bug: BugDetail }) {
  const { t } = useTranslation('bugs');
  const duration = useDuration();
  const clocks: [string, number | null, boolean, string][] = [
    [t('clocks.triage'), bug.clocks.triageMs, bug.clocks.triageOverdue, 'clock-triage'],
    [t('clocks.confirm'), bug.clocks.confirmMs, bug.clocks.confirmOverdue, 'clock-confirm'],
  ];
  return (
    <section className={styles.card} aria-labelledby="bug-clocks-title">
      <h2 id="bug-clocks-title" className={styles.sectionTitle}>
        {t('detail.sections.clocks')}
      </h2>
      <div className={styles.clocks}>
        {clocks.map(([label, ms, overdue, testId]) => (
          <div key={testId} data-testid={testId} data-overdue={overdue}>
            {label}：{ms === null ? t('clocks.notStarted') : duration(ms)}
            {overdue && (
              <Tag color="red" className={styles.overdue} data-testid={`${testId}-overdue`}>
                {t('clocks.overdue')}
              </Tag>
            )}
          </div>
        ))}
      </div>
    </section>
  );
}
