import { Tabs, Typography } from 'antd';
import { useDocumentTitle } from '@/lib/document-title';
import { SessionsSection } from './sessions-section';
import { useAccountCentreT } from './i18n';
import styles from './account-centre.module.css';

/**
 * /userCenter/myAccount, the account centre (spec 001 §2). Only the security tab exists so
 * far; the tabs of issue 10 (account settings, personal info, manufacturer info) join the
 * same `Tabs` as their pages are built.
 */
export default function MyAccountPage() {
  const { t } = useAccountCentreT();
  useDocumentTitle(t('title'));
  return (
    <main className={styles.page}>
      <Typography.Title level={1} className={styles.title}>
        {t('title')}
      </Typography.Title>
      <Tabs defaultActiveKey="security" items={[{ key: 'security', label: t('tabs.security'), children: <SessionsSection /> }]} />
    </main>
  );
}
