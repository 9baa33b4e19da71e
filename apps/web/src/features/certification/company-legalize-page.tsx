import { Alert, Form, Input, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { companyCertificationBody, type CompanyCertificationBody, type CompanyCertificationDetail } from '@wardline/contract';
import { RegisterCard, RegisterSteps } from '@/components/register-shell';
import { schemaRule, trimOnBlur } from '@/lib/form-rules';
import { useCompanyCertification, useSubmitCompanyCertification } from './api/certification-calls';
import { LegalizeActions } from './components/legalize-actions';
import { LegalizeGuard } from './components/legalize-guard';
import { PictureUpload } from './components/picture-upload';
import { ReviewNotice } from './components/review-notice';
import { useLegalizeMode, type LegalizeMode } from './use-legalize-mode';
import { useReviewedLegalizeForm } from './use-reviewed-legalize-form';
import styles from './certification.module.css';

type Values = Partial<CompanyCertificationBody>;
const FIELDS = ['companyName', 'companyLogFile', 'creditCode', 'businessLicenseFile', 'companyAuthorizationFile'];

/** /register/companyLegalize: company certification, step 4 for companies; `update=true` preloads and updates. */
export default function CompanyLegalizePage() {
  const mode = useLegalizeMode();
  const { t } = useTranslation('certification');
  return (
    <RegisterCard
      title={mode.update ? t('company.updateTitle') : t('company.title')}
      subtitle={t('company.subtitle')}
      steps={mode.fromUserCenter ? undefined : <RegisterSteps current={3} />}
    >
      <LegalizeGuard mode={mode} usertype="company">
        <CompanyLegalize mode={mode} />
      </LegalizeGuard>
    </RegisterCard>
  );
}

function CompanyLegalize({ mode }: { mode: LegalizeMode }) {
  const { t } = useTranslation('certification');
  const latest = useCompanyCertification();
  if (latest.isPending) return <Skeleton active />;
  if (latest.isError) return <Alert type="error" showIcon title={t('loadFailed')} description={latest.error.message} />;
  return <CompanyForm mode={mode} latest={latest.data} />;
}

function CompanyForm({ mode, latest }: { mode: LegalizeMode; latest: CompanyCertificationDetail }) {
  const { t } = useTranslation('certification');
  const { form, locale, review, editable, sendAsUpdate, submitCallbacks, openUpdate } = useReviewedLegalizeForm<Values>(latest, mode, FIELDS);
  const submit = useSubmitCompanyCertification();
  const shape = companyCertificationBody.shape;

  const onFinish = (values: Values) => {
    submit.mutate({ body: values as CompanyCertificationBody, update: sendAsUpdate }, submitCallbacks);
  };

  // Every existing submission preloads the form: to fix after a rejection, to update, or to show what is under review.
  const initialValues: Values = latest
    ? {
        companyName: latest.companyName,
        companyLogFile: latest.companyLogFile,
        creditCode: latest.creditCode,
        businessLicenseFile: latest.businessLicenseFile,
        companyAuthorizationFile: latest.companyAuthorizationFile,
      }
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
        name="company-legalize"
        layout="vertical"
        size="large"
        validateTrigger="onBlur"
        requiredMark
        disabled={!editable}
        initialValues={initialValues}
        onFinish={onFinish}
      >
        <Form.Item name="companyName" label={t('fields.companyName')} required rules={[schemaRule(shape.companyName, locale)]}>
          <Input placeholder={t('placeholders.companyName')} maxLength={100} onBlur={trimOnBlur(form, 'companyName')} />
        </Form.Item>
        <Form.Item name="creditCode" label={t('fields.creditCode')} required rules={[schemaRule(shape.creditCode, locale)]}>
          <Input placeholder={t('placeholders.creditCode')} maxLength={24} onBlur={trimOnBlur(form, 'creditCode')} />
        </Form.Item>
        <div className={styles.uploads}>
          <Form.Item name="companyLogFile" label={t('fields.companyLogFile')} required rules={[schemaRule(shape.companyLogFile, locale)]} validateTrigger="onChange">
            <PictureUpload kind="public" label={t('fields.companyLogFile')} data-testid="upload-companyLogFile" />
          </Form.Item>
          <Form.Item name="businessLicenseFile" label={t('fields.businessLicenseFile')} required rules={[schemaRule(shape.businessLicenseFile, locale)]} validateTrigger="onChange">
            <PictureUpload kind="businessLicenseFile" label={t('fields.businessLicenseFile')} data-testid="upload-businessLicenseFile" />
          </Form.Item>
          <Form.Item
            name="companyAuthorizationFile"
            label={t('fields.companyAuthorizationFile')}
            required
            rules={[schemaRule(shape.companyAuthorizationFile, locale)]}
            validateTrigger="onChange"
          >
            <PictureUpload kind="companyAuthorizationFile" label={t('fields.companyAuthorizationFile')} data-testid="upload-companyAuthorizationFile" />
          </Form.Item>
        </div>
        <p className={styles.hint}>{t('upload.hint')}</p>
        {editable && <LegalizeActions mode={mode} submitting={submit.isPending} submitLabel={sendAsUpdate ? t('actions.update') : undefined} />}
      </Form>
      {/* Outside the form: its `disabled` would disable leaving too. */}
      {!editable && <LegalizeActions mode={mode} canSubmit={false} />}
    </>
  );
}
