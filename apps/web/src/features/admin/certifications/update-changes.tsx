import { Alert, Table, Typography } from 'antd';
import type { AdminCertificationDetail, CertificationDocumentField } from '@wardline/contract';
import { safeImageSrc } from '@/lib/safe-url';
import { useAdminT } from '../i18n';
import { DocumentImage } from './document-image';
import styles from '../admin.module.css';

type Change = NonNullable<AdminCertificationDetail['update']>['changes'][number];

const DOCUMENT_FIELDS: readonly string[] = ['idCardFrontFile', 'idCardBackFile', 'businessLicenseFile', 'companyAuthorizationFile'];

/**
 * An update beside the certification in force: what it changes, field by field. Numbers
 * come masked from the server; documents are shown as the two images, the logo as the two
 * public pictures.
 */
export function UpdateChanges({ update }: { update: NonNullable<AdminCertificationDetail['update']> }) {
  const { t } = useAdminT();
  const label = (field: string): string => {
    if (DOCUMENT_FIELDS.includes(field)) return t(`certifications.document.${field as CertificationDocumentField}`);
    if (field === 'name') return t('certifications.fields.realName');
    if (field === 'companyLogFile') return t('certifications.fields.companyLogo');
    if (field === 'companyName' || field === 'creditCode') return t(`certifications.${field}`);
    return t(`certifications.fields.${field as 'idCardNumber' | 'bkCardNumber' | 'bankPhone' | 'bankName' | 'openbank'}`);
  };
  const value = (field: string, shown: string | null) => {
    if (shown === null) return '—';
    if (DOCUMENT_FIELDS.includes(field)) return <DocumentImage fileRef={shown} label={label(field)} />;
    if (field === 'companyLogFile') return safeImageSrc(shown) ? <img src={safeImageSrc(shown)} alt={label(field)} className={styles.thumb} /> : '—';
    return shown;
  };

  return (
    <section data-testid="certification-update" style={{ marginBottom: 16 }}>
      <Typography.Title level={5}>{t('certifications.update.title')}</Typography.Title>
      <Alert type="info" showIcon title={t('certifications.update.intro')} style={{ marginBottom: 12 }} />
      <Table<Change>
        rowKey="field"
        size="small"
        pagination={false}
        dataSource={update.changes}
        locale={{ emptyText: t('certifications.update.none') }}
        columns={[
          { title: t('certifications.update.field'), dataIndex: 'field', width: 140, render: (field: string) => label(field) },
          { title: t('certifications.update.before'), key: 'before', render: (_, row) => value(row.field, row.before) },
          { title: t('certifications.update.after'), key: 'after', render: (_, row) => <strong>{value(row.field, row.after)}</strong> },
        ]}
      />
    </section>
  );
}
