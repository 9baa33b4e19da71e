import { useState } from 'react';
import { Checkbox, Table, Typography } from 'antd';
import { useAdminT } from '../i18n';
import { diffSnapshots, showValue, type DiffRow } from './audit-diff';
import styles from '../admin.module.css';

/**
 * Before and after of one audit row, field by field, the changed ones highlighted.
 * Values are shown as text only (a stored announcement body is markup, never rendered here).
 */
export function AuditDiffTable({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useAdminT();
  const rows = diffSnapshots(before, after);
  const [changedOnly, setChangedOnly] = useState(rows.length > 8);
  const shown = changedOnly ? rows.filter((r) => r.changed) : rows;
  const cell = (value: unknown) => <pre className={styles.diffValue}>{showValue(value)}</pre>;

  return (
    <div data-testid="audit-diff">
      <Typography.Text type="secondary">
        {before === null ? t('audit.created') : after === null ? t('audit.deleted') : t('audit.changes')}
      </Typography.Text>
      {before !== null && after !== null && (
        <Checkbox checked={changedOnly} onChange={(e) => setChangedOnly(e.target.checked)} style={{ marginLeft: 16 }}>
          {t('audit.changedOnly')}
        </Checkbox>
      )}
      <Table<DiffRow>
        size="small"
        rowKey={(r) => r.field}
        pagination={false}
        style={{ marginTop: 8 }}
        dataSource={shown}
        locale={{ emptyText: t('audit.noChanges') }}
        rowClassName={(r) => (r.changed && before !== null && after !== null ? (styles.diffChanged ?? '') : '')}
        columns={[
          { title: t('audit.field'), dataIndex: 'field', width: 180, render: (f: string) => <code>{f}</code> },
          { title: t('audit.before'), dataIndex: 'before', render: cell },
          { title: t('audit.after'), dataIndex: 'after', render: cell },
        ]}
      />
    </div>
  );
}
