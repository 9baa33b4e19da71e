import { Alert, Form, Input, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { supplierCertificationBody, type SupplierCertificationBody, type SupplierCertificationDetail } from '@wardline/contract';
import { RegisterCard, RegisterSteps } from '@/components/register-shell';
import { schemaRule, trimOnBlur } from '@/lib/form-rules';
import { useSubmitSupplierCertification, useSupplierCertification } from './api/certification-calls';
import { LegalizeActions } from './components/legalize-actions';
import { LegalizeGuard } from './components/legalize-guard';
import { PictureUpload } from './components/picture-upload';
import { ReviewNotice } from './components/review-notice';
import { useLegalizeMode, type LegalizeMode } from './use-legalize-mode';
import { useReviewedLegalizeForm } from './use-reviewed-legalize-form';
import styles from './certification.module.css';

type Values = Partial<SupplierCertificationBody>;
const TEXT_FIELDS = ['companyName', 'creditCode', 'bankName', 'openbank'] as const;
const FIELDS = [...TEXT_FIELDS, 'businessLicenseFile'];
const MAX_LENGTH: Record<(typeof TEXT_FIELDS)[number], number> = { companyName: 100, creditCode: 24, bankName: 50, openbank: 100 };

/** /register/supplierLegalize: supplier certification; a certified supplier may update (`update=true`). */
export default function SupplierLegalizePage() {
  const mode = useLegalizeMode();
  const { t } = useTranslation('certification');
  return (
    <RegisterCard
      title={mode.update ? t('supplier.updateTitle') : t('supplier.title')}
      subtitle={t('supplier.subtitle')}
      steps={mode.fromUserCenter ? undefined : <RegisterSteps current={3} />}
    >
      <LegalizeGuard mode={mode} usertype="supplier">
        <SupplierLegalize mode={mode} />
      </LegalizeGuard>
    </RegisterCard>
  );
}

function SupplierLegalize({ mode }: { mode: LegalizeMode }) {
  const { t } = useTranslation('certification');
  const latest = useSupplierCertification();
  if (latest.isPending) return <Skeleton active />;
  if (latest.isError) return <Alert type="error" showIcon title={t('loadFailed')} description={latest.error.message} />;
  return <SupplierForm mode={mode} latest={latest.data} />;
}

function SupplierForm({ mode, latest }: { mode: LegalizeMode; latest: SupplierCertificationDetail }) {
  const { t } = useTranslation('certification');
  const { form, locale, review, editable, sendAsUpdate, submitCallbacks, openUpdate } = useReviewedLegalizeForm<Values>(latest, mode, FIELDS);
  const submit = useSubmitSupplierCertification();
  const shape = supplierCertificationBody.shape;

  const onFinish = (values: Values) => {
    submit.mutate(values as SupplierCertificationBody, submitCallbacks);
  };

  const initialValues: Values = latest
    ? { companyName: latest.companyName, creditCode: latest.creditCode, bankName: latest.bankName, openbank: latest.openbank, businessLicenseFile: latest.businessLicenseFile }
    : {};

  return (
    <>
      {review && (
        <div className={styles.notice}>
          <ReviewNotice
            review={review}
            rejectReason={latest?.rejectReason ?? null}
            isUpdate={latest?.isUpdate ?? false}
            onUpdate={openUpdate}
          />
        </div>
      )}
      <Form<Values>
        form={form}
        name="supplier-legalize"
        layout="vertical"
        size="large"
        validateTrigger="onBlur"
        requiredMark
        disabled={!editable}
        initialValues={initialValues}
        onFinish={onFinish}
      >
        {TEXT_FIELDS.map((field) => (
          <Form.Item key={field} name={field} label={t(`fields.${field}`)} required rules={[schemaRule(shape[field], locale)]}>
            <Input placeholder={t(`placeholders.${field}`)} maxLength={MAX_LENGTH[field]} onBlur={trimOnBlur(form, field)} />
          </Form.Item>
        ))}
        <Form.Item name="businessLicenseFile" label={t('fields.businessLicenseFile')} required rules={[schemaRule(shape.businessLicenseFile, locale)]} validateTrigger="onChange">
          <PictureUpload kind="businessLicenseFile" label={t('fields.businessLicenseFile')} data-testid="upload-businessLicenseFile" />
        </Form.Item>
        <p className={styles.hint}>{t('upload.hint')}</p>
        {editable && <LegalizeActions mode={mode} submitting={submit.isPending} submitLabel={sendAsUpdate ? t('actions.update') : undefined} />}
      </Form>
      {/* Outside the form: its `disabled` would disable leaving too. */}
      {!editable && <LegalizeActions mode={mode} canSubmit={false} />}
    </>
  );
}
