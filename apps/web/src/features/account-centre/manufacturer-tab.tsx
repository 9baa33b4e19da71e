import { Descriptions, Empty, Tag } from 'antd';
import dayjs from 'dayjs';
import { userStatusLabels, FEE_PAYING_COMPANY_TYPE } from '@wardline/contract';
import { toLocale } from '@/lib/form-rules';
import { useCompanyCertification, usePublicWelfare } from './api/account';
import { useAccountCentreT } from './i18n';
import styles from './account-centre.module.css';

/**
 * The manufacturer info tab (companies only; spec 001 §3 "Company info"): the certification's
 * status and what was certified, the company type, a rejection's reason, and the public-welfare
 * record (GET /company/publicWelfare/authentication/detail).
 */
export function ManufacturerTab() {
  const { t, i18n } = useAccountCentreT();
  const locale = toLocale(i18n.language);
  const detail = useCompanyCertification(true);
  const welfare = usePublicWelfare(true);
  if (detail.isPending) return null;
  const record = detail.data;
  if (!record) return <Empty description={t('manufacturer.none')} />;
  return (
    <section data-testid="manufacturer-info">
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'status', label: t('manufacturer.status'), children: <Tag>{userStatusLabels[record.status][locale]}</Tag> },
          { key: 'name', label: t('manufacturer.companyName'), children: record.companyName },
          { key: 'code', label: t('manufacturer.creditCode'), children: record.creditCode },
          { key: 'type', label: t('manufacturer.companyType'), children: t(record.companyType === FEE_PAYING_COMPANY_TYPE ? 'manufacturer.standard' : 'manufacturer.exempt') },
          { key: 'submitted', label: t('manufacturer.submittedAt'), children: dayjs(record.submittedAt).format('YYYY-MM-DD HH:mm') },
          ...(record.rejectReason ? [{ key: 'reason', label: t('manufacturer.rejectReason'), children: record.rejectReason }] : []),
          { key: 'welfare', label: t('manufacturer.publicWelfare'), children: welfare.data ? t(`manufacturer.publicWelfareStates.${welfare.data.state}`) : '—' },
          { key: 'files', label: t('manufacturer.files'), children: <span className={styles.muted}>{t('manufacturer.filesNote')}</span> },
        ]}
      />
    </section>
  );
}
