import { lazy, Suspense, useMemo } from 'react';
import { Alert, Button, Layout, Menu, Result, Segmented, Space, Spin, Typography, type MenuProps } from 'antd';
import { Link, Outlet, useLocation } from 'react-router';
import type { Locale } from '@wardline/contract';
import { changeLocale } from '@/i18n';
import { ApiError } from '@/lib/api-client';
import { useAdminMe } from './api/use-admin-me';
import { useAdminT } from './i18n';
import { ADMIN_SECTIONS, activeSection } from './admin-sections';
import styles from './admin.module.css';

const SecurityPage = lazy(() => import('./security/security-page'));

function Centered({ children }: { children: React.ReactNode }) {
  return <div className={styles.centered}>{children}</div>;
}

/**
 * The staff console's frame: side menu, header, and the page. It asks the server who is
 * signed in (GET /admin/me); anyone but staff gets the 403 page. A staff account without
 * two-step sign-in sees only its enrolment until it is on (the server answers nothing else
 * to it). The server refuses every console call anyway: this only spares a broken screen.
 */
export default function AdminLayout() {
  const { t, i18n } = useAdminT();
  const { pathname } = useLocation();
  const me = useAdminMe();

  const items = useMemo<MenuProps['items']>(
    () =>
      ADMIN_SECTIONS.map((group) => ({
        type: 'group' as const,
        key: group.key,
        label: t(group.label),
        children: group.items.map((item) => ({ key: item.key, label: <Link to={item.to}>{t(item.label)}</Link> })),
      })),
    [t],
  );

  if (me.isPending) {
    return (
      <Centered>
        <Spin size="large" />
      </Centered>
    );
  }
  if (me.error) {
    const forbidden = me.error instanceof ApiError && me.error.status === 403;
    return (
      <Centered>
        <Result
          status={forbidden ? '403' : 'error'}
          title={forbidden ? t('forbidden.title') : t('loadFailed')}
          subTitle={forbidden ? t('forbidden.body') : me.error.message}
          extra={
            <Link to="/">
              <Button type="primary">{t('forbidden.action')}</Button>
            </Link>
          }
        />
      </Centered>
    );
  }

  return (
    <Layout className={styles.shell}>
      <Layout.Sider width={220} theme="light" breakpoint="lg" collapsedWidth={0} className={styles.sider}>
        <Link to="/admin" className={styles.brand}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span>{t('title')}</span>
        </Link>
        <Menu mode="inline" items={items} selectedKeys={[activeSection(pathname)]} style={{ borderInlineEnd: 'none' }} aria-label={t('title')} />
      </Layout.Sider>
      <Layout>
        <Layout.Header className={styles.header}>
          <Space size="middle">
            <Typography.Text strong data-testid="admin-me">
              {me.data.nickname}
            </Typography.Text>
            <Segmented
              size="small"
              aria-label={t('language')}
              value={i18n.language}
              options={[
                { label: '中文', value: 'zh' },
                { label: 'EN', value: 'en' },
              ]}
              onChange={(value) => void changeLocale(value as Locale)}
            />
            <Link to="/">{t('backToSite')}</Link>
          </Space>
        </Layout.Header>
        <Layout.Content className={styles.content}>
          <Suspense
            fallback={
              <Centered>
                <Spin />
              </Centered>
            }
          >
            {me.data.totpEnabled ? (
              <Outlet />
            ) : (
              <>
                <Alert type="warning" showIcon title={t('security.required')} style={{ marginBottom: 16 }} data-testid="totp-required" />
                <SecurityPage />
              </>
            )}
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
