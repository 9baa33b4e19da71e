import { Tag } from 'antd';
import { enumLabel, userStatusLabels, type UserStatus } from '@wardline/contract';
import { toLocale } from '@/lib/form-rules';
import { useAdminT } from '../i18n';

const COLORS: Partial<Record<UserStatus, string>> = {
  foriben: 'red',
  certification: 'green',
  credible: 'green',
  checkCertification: 'gold',
  companyFileUploaded: 'gold',
  checkCredible: 'gold',
  unauthorized: 'default',
};

export function UserStatusTag({ status }: { status: UserStatus }) {
  const { i18n } = useAdminT();
  return <Tag color={COLORS[status] ?? 'blue'}>{enumLabel(userStatusLabels, status, toLocale(i18n.language))}</Tag>;
}
