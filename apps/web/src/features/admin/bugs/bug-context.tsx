import { Descriptions, Table, Tag, Typography } from 'antd';
import { bugStatusLabels, enumLabel, type AdminBugDetail, type BugHistoryEntry } from '@wardline/contract';
import { toLocale } from '@/lib/form-rules';
import { holeLevelTagStyle } from '@/lib/hole-level-tag';
import { formatDateTime, formatDateTimeSeconds } from '../components/format';
import { useAdminT } from '../i18n';
import { BugPlainText } from './bug-rich-text';
import { Waited } from './waited';
import styles from './bugs.module.css';

type Level = AdminBugDetail['levels'][number];

/** The lifecycle machine's events (and the submission) this console names in a history line. */
const NAMED_ACTIONS = ['submit', 'accept', 'markRepeat', 'ignore', 'refuse', 'turnBack', 'resubmit', 'confirm', 'appeal', 'arbitrate', 'closeAppeal', 'requestRecheck', 'recheckPass', 'recheckFail', 'confirmRepair'] as const;
const isNamed = (action: string): action is (typeof NAMED_ACTIONS)[number] => (NAMED_ACTIONS as readonly string[]).includes(action);

/**
 * What staff weigh a report against: the project's levels and test range, the hacker's
 * record, the SLA clocks, the submission receipt and every state change with its reason.
 */
export function BugContext({ bug }: { bug: AdminBugDetail }) {
  const { t, i18n } = useAdminT();
  const locale = toLocale(i18n.language);
  const title = (text: string) => (
    <Typography.Title level={5} style={{ marginTop: 24 }}>
      {text}
    </Typography.Title>
  );
  // An event this console does not name (one added later) shows the move alone rather than a raw key.
  const actionLabel = (action: string) => (isNamed(action) ? t(`bugs.history.actions.${action}`) : '');

  return (
    <>
      {title(t('bugs.sections.project'))}
      <Table<Level>
        rowKey="holeCode"
        size="small"
        pagination={false}
        dataSource={bug.levels}
        data-testid="bug-levels"
        scroll={{ x: 360 }}
        columns={[
          { title: t('bugs.levels.name'), key: 'name', render: (_, l) => <Tag style={holeLevelTagStyle(l.color)}>{l.holeLevelName}</Tag> },
          { title: t('bugs.levels.weight'), dataIndex: 'weight', width: 80 },
          { title: t('bugs.levels.money'), dataIndex: 'holeMoney', width: 120 },
        ]}
      />
      <Descriptions
        column={1}
        size="small"
        bordered
        style={{ marginTop: 12 }}
        items={[{ key: 'range', label: t('bugs.fields.testRange'), children: <BugPlainText text={bug.testRange} label={t('bugs.fields.testRange')} testId="bug-test-range" /> }]}
      />

      {title(t('bugs.sections.hacker'))}
      <Descriptions
        column={{ xs: 1, md: 2 }}
        size="small"
        bordered
        data-testid="bug-hacker"
        items={[
          { key: 'nickname', label: t('bugs.hacker.nickname'), children: bug.reporter.nickname },
          { key: 'reports', label: t('bugs.hacker.reports'), children: bug.reporter.reports },
          { key: 'valid', label: t('bugs.hacker.valid'), children: bug.reporter.valid },
          { key: 'duplicates', label: t('bugs.hacker.duplicates'), children: bug.reporter.duplicates },
        ]}
      />

      {title(t('bugs.sections.clocks'))}
      <Descriptions
        column={{ xs: 1, md: 2 }}
        size="small"
        bordered
        items={[
          { key: 'triage', label: t('bugs.clocks.triage'), children: <Waited ms={bug.clocks.triageMs} overdue={bug.clocks.triageOverdue} testId="clock-triage" /> },
          { key: 'confirm', label: t('bugs.clocks.confirm'), children: <Waited ms={bug.clocks.confirmMs} overdue={bug.clocks.confirmOverdue} testId="clock-confirm" /> },
        ]}
      />

      {title(t('bugs.sections.receipt'))}
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'number', label: t('bugs.number'), children: bug.receipt.holenumber },
          { key: 'firstSeen', label: t('bugs.receipt.firstSeenAt'), children: formatDateTimeSeconds(bug.receipt.firstSeenAt) },
          { key: 'version', label: t('bugs.receipt.version'), children: bug.receipt.version },
          { key: 'digest', label: t('bugs.receipt.digest'), children: <code className={styles.digest}>{bug.receipt.digest}</code> },
          { key: 'prev', label: t('bugs.receipt.prevDigest'), children: bug.receipt.prevDigest ? <code className={styles.digest}>{bug.receipt.prevDigest}</code> : t('bugs.receipt.first') },
        ]}
      />

      {title(t('bugs.sections.history'))}
      <Table<BugHistoryEntry>
        rowKey={(row) => `${row.at}-${row.action}-${row.to}`}
        size="small"
        pagination={false}
        dataSource={bug.history}
        data-testid="bug-history"
        scroll={{ x: 720 }}
        columns={[
          { title: t('bugs.history.at'), dataIndex: 'at', width: 150, render: formatDateTime },
          {
            title: t('bugs.history.change'),
            key: 'change',
            width: 240,
            render: (_, row) => {
              const move = `${enumLabel(bugStatusLabels, row.from, locale)} → ${enumLabel(bugStatusLabels, row.to, locale)}`;
              const label = actionLabel(row.action);
              return label ? `${label} · ${move}` : move;
            },
          },
          { title: t('bugs.history.by'), dataIndex: 'by', width: 100, render: (by: BugHistoryEntry['by']) => t(`bugs.history.parties.${by}`) },
          { title: t('bugs.history.reason'), dataIndex: 'reason', render: (v: string | null) => (v ? <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{v}</span> : '—') },
        ]}
      />
    </>
  );
}
