import { Typography } from 'antd';
import { Link } from 'react-router';
import { useTrustedAuthT } from './i18n';
import styles from './trusted-auth.module.css';

/** The title of both pages and their back link to the account centre (spec 001 §2). */
export function PageHeader({ title }: { title: string }) {
  const { t } = useTrustedAuthT();
  return (
    <div className={styles.header}>
      <Typography.Title level={1} className={styles.title}>
        {title}
      </Typography.Title>
      <Link to="/userCenter/myAccount" data-testid="back-to-account">
        {t('back')}
      </Link>
    </div>
  );
}
