import { Alert, Descriptions, QRCode, Space, Spin, Steps, Tag, Typography } from 'antd';
import { useDisableTotp, useEnableTotp, useTotpSetup, useTotpStatus } from '../api/totp';
import { AdminPage } from '../components/admin-page';
import { formatDateTime } from '../components/format';
import { useAdminT } from '../i18n';
import { TotpCodeForm } from './totp-code-form';
import styles from '../admin.module.css';

/** /admin/security: two-step sign-in of the signed-in staff member (enrol with a QR code, confirm, turn off). */
export default function SecurityPage() {
  const { t } = useAdminT();
  const status = useTotpStatus();
  const setup = useTotpSetup();
  const enable = useEnableTotp(t('security.enabledOk'));
  const disable = useDisableTotp(t('security.disabledOk'));
  const enabled = status.data?.enabled ?? false;

  return (
    <AdminPage title={t('security.title')} intro={t('security.intro')}>
      <Spin spinning={status.isPending}>
        <Descriptions
          column={1}
          size="small"
          style={{ maxWidth: 560, marginBottom: 24 }}
          items={[
            {
              key: 'status',
              label: t('security.status'),
              children: <Tag color={enabled ? 'green' : 'default'} data-testid="totp-status">{enabled ? t('security.on') : t('security.off')}</Tag>,
            },
            ...(enabled ? [{ key: 'at', label: t('security.enabledAt'), children: formatDateTime(status.data?.enabledAt) }] : []),
          ]}
        />
        {enabled ? (
          <Space orientation="vertical">
            <Typography.Text type="secondary">{t('security.disableHint')}</Typography.Text>
            <TotpCodeForm
              testId="totp-disable"
              danger
              withPassword
              submitText={t('security.disable')}
              onSubmit={({ totp, password }) => disable.mutateAsync({ totp: totp ?? '', password: password ?? '' })}
            />
          </Space>
        ) : setup.data ? (
          <Steps
            orientation="vertical"
            current={1}
            items={[
              {
                title: t('security.step1'),
                description: (
                  <div className={styles.qr}>
                    <QRCode value={setup.data.uri} size={180} aria-label={t('security.qrLabel')} />
                    <div style={{ maxWidth: 360 }}>
                      <Alert type="warning" showIcon title={t('security.step1Hint')} style={{ marginBottom: 12 }} />
                      <Typography.Text type="secondary">{t('security.secret')}</Typography.Text>
                      <Typography.Paragraph copyable className={styles.secret} data-testid="totp-secret">
                        {setup.data.secret}
                      </Typography.Paragraph>
                    </div>
                  </div>
                ),
              },
              {
                title: t('security.step2'),
                description: (
                  <TotpCodeForm
                    testId="totp-enable"
                    submitText={t('security.enable')}
                    onSubmit={async ({ totp }) => {
                      await enable.mutateAsync({ totp: totp ?? '' });
                      setup.reset();
                    }}
                  />
                ),
              },
            ]}
          />
        ) : (
          <Space orientation="vertical">
            <Typography.Text type="secondary">{t('security.setupHint')}</Typography.Text>
            <TotpCodeForm
              testId="totp-setup"
              withPassword
              withCode={false}
              submitText={status.data?.pending ? t('security.restart') : t('security.setup')}
              onSubmit={({ password }) => setup.mutateAsync(password ?? '')}
            />
          </Space>
        )}
      </Spin>
    </AdminPage>
  );
}
