import { Descriptions, Tag, Typography } from 'antd';
import { bugStatusLabels, enumLabel, type AdminBugDetail, type GradeView } from '@wardline/contract';
import { toLocale } from '@/lib/form-rules';
import { holeLevelTagStyle } from '@/lib/hole-level-tag';
import { formatDateTime } from '../components/format';
import { useAdminT } from '../i18n';
import { BugPlainText, BugRichText } from './bug-rich-text';

export function GradeTag({ grade, testId }: { grade: GradeView | null; testId?: string }) {
  if (!grade) return <span data-testid={testId}>—</span>;
  return (
    <Tag style={grade.color ? holeLevelTagStyle(grade.color) : undefined} data-testid={testId}>
      {grade.name}
    </Tag>
  );
}

/**
 * What the hacker reported, as staff judge it: the grades so far, the duplicate's original
 * with its reporter (staff only), and the report itself. Every field the hacker typed is
 * shown as text; only the two rich-text fields are HTML, sanitised again before rendering.
 */
export function BugReport({ bug }: { bug: AdminBugDetail }) {
  const { t, i18n } = useAdminT();
  const locale = toLocale(i18n.language);
  const turn = bug.isTurn === 1 ? t('bugs.fields.turnWaiting') : bug.isTurn === 2 ? t('bugs.fields.turnUpdated') : t('bugs.fields.turnNever');

  const summary = [
    { key: 'status', label: t('bugs.status'), children: <Tag data-testid="bug-status">{enumLabel(bugStatusLabels, bug.holestatus, locale)}</Tag> },
    { key: 'number', label: t('bugs.number'), children: bug.holenumber },
    { key: 'project', label: t('bugs.project'), children: bug.projectname },
    { key: 'createtime', label: t('bugs.fields.createtime'), children: formatDateTime(bug.createtime) },
    { key: 'type', label: t('bugs.fields.type'), children: bug.cwe ? `${bug.bugtypeName} (${bug.cwe})` : bug.bugtypeName },
    { key: 'selfGrade', label: t('bugs.fields.selfGrade'), children: bug.holeGradeName },
    { key: 'auditGrade', label: t('bugs.fields.auditGrade'), children: <GradeTag grade={bug.auditGrade} /> },
    { key: 'confirmGrade', label: t('bugs.fields.confirmGrade'), children: <GradeTag grade={bug.confirmGrade} /> },
    { key: 'endGrade', label: t('bugs.fields.endGrade'), children: <GradeTag grade={bug.endGrade} testId="bug-end-grade" /> },
    { key: 'cvss', label: t('bugs.fields.cvss'), children: bug.cvssVector ? `${bug.cvssVector}${bug.cvssScore === null ? '' : ` · ${bug.cvssScore}`}` : '—' },
    { key: 'turn', label: t('bugs.fields.turn'), children: turn },
    { key: 'reward', label: t('bugs.fields.reward'), children: bug.reward ?? '—' },
    ...(bug.gradeReason ? [{ key: 'gradeReason', label: t('bugs.fields.gradeReason'), span: 2, children: <BugPlainText text={bug.gradeReason} label={t('bugs.fields.gradeReason')} /> }] : []),
    ...(bug.appealDeadline ? [{ key: 'appealDeadline', label: t('bugs.fields.appealDeadline'), children: formatDateTime(bug.appealDeadline) }] : []),
    ...(bug.appealReason
      ? [{ key: 'appealReason', label: t('bugs.fields.appealReason'), span: 2, children: <BugPlainText text={bug.appealReason} label={t('bugs.fields.appealReason')} testId="bug-appeal-reason" /> }]
      : []),
  ];

  const original = bug.duplicateOf && [
    { key: 'number', label: t('bugs.duplicate.number'), children: bug.duplicateOf.holenumber },
    { key: 'grade', label: t('bugs.duplicate.grade'), children: <GradeTag grade={bug.duplicateOf.grade} /> },
    { key: 'firstSeen', label: t('bugs.duplicate.firstSeenAt'), children: formatDateTime(bug.duplicateOf.firstSeenAt) },
    { key: 'reporter', label: t('bugs.duplicate.reporter'), children: <span data-testid="bug-duplicate-reporter">{bug.duplicateOfReporter ?? '—'}</span> },
  ];

  const report = [
    { key: 'url', label: t('bugs.fields.url'), children: <BugPlainText text={bug.holeurl} label={t('bugs.fields.url')} testId="bug-url" /> },
    { key: 'describe', label: t('bugs.fields.describe'), children: <BugPlainText text={bug.holedescribe} label={t('bugs.fields.describe')} testId="bug-describe" /> },
    { key: 'danger', label: t('bugs.fields.danger'), children: <BugPlainText text={bug.holedanger} label={t('bugs.fields.danger')} testId="bug-danger" /> },
    { key: 'basis', label: t('bugs.fields.judgeBasis'), children: <BugPlainText text={bug.judgeBasis} label={t('bugs.fields.judgeBasis')} testId="bug-basis" /> },
    { key: 'detail', label: t('bugs.fields.detail'), children: <BugRichText html={bug.holedetail} label={t('bugs.fields.detail')} testId="bug-detail-html" /> },
    { key: 'repair', label: t('bugs.fields.repair'), children: <BugRichText html={bug.repairpropose} label={t('bugs.fields.repair')} testId="bug-repair-html" /> },
  ];

  return (
    <>
      <Typography.Title level={4} style={{ marginTop: 0, overflowWrap: 'anywhere' }} data-testid="bug-title">
        {bug.holetitle}
      </Typography.Title>
      <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered items={summary} />
      {original && (
        <div data-testid="bug-duplicate">
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('bugs.sections.duplicate')}
          </Typography.Title>
          <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered items={original} />
        </div>
      )}
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t('bugs.sections.report')}
      </Typography.Title>
      <Descriptions column={1} size="small" bordered layout="vertical" items={report} />
    </>
  );
}
