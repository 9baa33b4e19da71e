import { Alert, Tabs, Typography } from 'antd';
import { hasAccountSection } from '@wardline/contract';
import { useDocumentTitle } from '@/lib/document-title';
import { useAccountHeader } from './api/account';
import { AccountHeader } from './account-header';
import { SettingsTab } from './settings-tab';
import { PersonInfoTab } from './person-info-tab';
import { ManufacturerTab } from './manufacturer-tab';
import { SessionsSection } from './sessions-section';
import { useAccountCentreT } from './i18n';
import styles from './account-centre.module.css';

/**
 * /userCenter/myAccount, the account centre (spec 001 §2, §6; issue 10 §3): the header, then
 * the tabs account settings, personal info (not for companies), manufacturer info (companies
 * only) and the signed-in devices (issue 12 item 15).
 */
export default function MyAccountPage() {
  const { t } = useAccountCentreT();
  useDocumentTitle(t('title'));
  const header = useAccountHeader();
  const usertype = header.data?.usertype ?? null;
  const tabs = usertype
    ? [
        { key: 'settings', label: t('tabs.settings'), children: <SettingsTab usertype={usertype} /> },
        ...(hasAccountSection(usertype, 'personalInfo') ? [{ key: 'personalInfo', label: t('tabs.personalInfo'), children: <PersonInfoTab /> }] : []),
        ...(hasAccountSection(usertype, 'manufacturerInfo') ? [{ key: 'manufacturerInfo', label: t('tabs.manufacturerInfo'), children: <ManufacturerTab /> }] : []),
        { key: 'security', label: t('tabs.security'), children: <SessionsSection /> },
      ]
    : [];
  return (
    <main className={styles.page}>
      <Typography.Title level={1} className={styles.title}>
        {t('title')}
      </Typography.Title>
      {header.isError && <Alert type="error" showIcon title={t('loadFailed')} />}
      {header.data && <AccountHeader header={header.data} />}
      {usertype && <Tabs defaultActiveKey="settings" items={tabs} destroyOnHidden />}
    </main>
  );
}
