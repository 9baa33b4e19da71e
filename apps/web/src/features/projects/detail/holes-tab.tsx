import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The vulnerability list tab (owner, or a hacker whose operation is submission). Reports
 * arrive with the reports issue (`/bugList`); until a project can have any, the list is empty.
 */
export function HolesTab() {
  const { t } = useTranslation('projects');
  return <Empty description={t('detail.holes.empty')} data-testid="holes-empty" />;
}
