import { useState } from 'react';
import { Button, Checkbox, Space, Typography } from 'antd';
import { enumLabel, STAFF_PERMISSIONS, staffPermissionLabels, type StaffPermission } from '@wardline/contract';
import { toLocale } from '@/lib/form-rules';
import { useSetStaffPermissions } from '../api/users';
import { useAdminT } from '../i18n';

/**
 * The permissions of a staff account, editable by a staff administrator (the server's user
 * policy decides; this only spares others a form that would be refused).
 */
export function StaffPermissionsEditor({ id, permissions, editable }: { id: string; permissions: StaffPermission[]; editable: boolean }) {
  const { t, i18n } = useAdminT();
  const locale = toLocale(i18n.language);
  const [chosen, setChosen] = useState<StaffPermission[]>(permissions);
  const save = useSetStaffPermissions(t('users.permissionsSaved'));
  const changed = chosen.length !== permissions.length || chosen.some((p) => !permissions.includes(p));

  return (
    <div style={{ marginTop: 24 }} data-testid="staff-permissions">
      <Typography.Title level={5}>{t('users.permissions')}</Typography.Title>
      <Checkbox.Group
        disabled={!editable}
        value={chosen}
        onChange={(values) => setChosen(values as StaffPermission[])}
        options={STAFF_PERMISSIONS.map((p) => ({ value: p, label: enumLabel(staffPermissionLabels, p, locale) }))}
        style={{ display: 'grid', gap: 8 }}
      />
      {editable && (
        <Space style={{ marginTop: 12 }}>
          <Button type="primary" disabled={!changed} loading={save.isPending} onClick={() => save.mutate({ id, permissions: chosen })} data-testid="staff-permissions-save">
            {t('users.permissionsSave')}
          </Button>
        </Space>
      )}
      {!editable && <Typography.Paragraph type="secondary">{t('users.permissionsReadOnly')}</Typography.Paragraph>}
    </div>
  );
}
