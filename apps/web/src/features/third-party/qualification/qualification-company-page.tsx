import { useState } from 'react';
import { App, Button, Form, Input, Upload } from 'antd';
import type { UploadFile, UploadProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { ApiError, API_BASE } from '@/lib/api-client';
import { schemaRule, showServerFieldErrors, toLocale, trimOnBlur } from '@/lib/form-rules';
import { getSessionValue, setSessionValue } from '@/lib/session';
import { currentLocale } from '@/i18n/locale';
import { callPath, companyNameSchema, filesApi } from '@wardline/contract';
import { useProfectUser } from '../api/qualification';
import { ThirdPartyCard } from '../third-party-card';
import { useSignedIn } from './use-signed-in';

type Values = { companyName?: string };
const MAX_BYTES = 2 * 1024 * 1024;

/**
 * /qualification/company (spec 000 §2 "company info"): the licence picture (uploaded as
 * `businessLicenseFile` through the private upload call) and the company name → POST
 * /portal/profectuser (mode company); then home (the spec's /company is not a route here).
 */
export default function QualificationCompanyPage() {
  const { t, i18n } = useTranslation(['thirdParty', 'common']);
  const locale = toLocale(i18n.language);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [licence, setLicence] = useState<string | null>(null);
  const profect = useProfectUser(null);
  const signedIn = useSignedIn();
  if (!signedIn) return <Navigate to="/" replace />;

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    if (!['image/jpeg', 'image/png'].includes(file.type) || file.size > MAX_BYTES) {
      void message.error(t('qualification.uploadHint'));
      return Upload.LIST_IGNORE;
    }
    return true;
  };
  const onChange: UploadProps['onChange'] = ({ file, fileList }) => {
    setFiles(fileList.slice(-1));
    if (file.status === 'done') {
      const ret = (file.response as { errcode: number; ret: string | Record<string, string> } | undefined)?.ret;
      setLicence(typeof ret === 'string' ? ret : (ret?.businessLicenseFile ?? null));
    }
    if (file.status === 'error') {
      setLicence(null);
      void message.error((file.response as { errmsg?: string } | undefined)?.errmsg ?? t('qualification.uploadFailed'));
    }
    if (file.status === 'removed') setLicence(null);
  };

  const onFinish = (values: Values) => {
    if (!licence) {
      void message.warning(t('qualification.upload'));
      return;
    }
    profect.mutate(
      { mode: 'company', companyName: (values.companyName ?? '').trim(), businessLicenseFile: licence },
      {
        onSuccess: (ret) => {
          setSessionValue('username', ret.username);
          void message.success(t('qualification.saved'));
          void navigate('/', { replace: true });
        },
        onError: (error) => {
          const err = error instanceof ApiError ? error : null;
          showServerFieldErrors(form, err?.fields ?? [], ['companyName']);
          void message.error(err?.message || t('common:httpError'));
        },
      },
    );
  };

  return (
    <ThirdPartyCard title={t('qualification.companyTitle')} subtitle={t('qualification.companySubtitle')} testId="qualification-company-page">
      <Form<Values> form={form} name="qualification-company" layout="vertical" size="large" validateTrigger="onBlur" onFinish={onFinish}>
        <Form.Item label={t('fields.licence')} required extra={t('qualification.uploadHint')}>
          <Upload
            name="businessLicenseFile"
            action={`${API_BASE}${callPath(filesApi.uploadPrivateFile)}`}
            headers={{ Authorization: getSessionValue('jwtToken') ?? '', AcceptLanguage: currentLocale() }}
            accept=".png,.jpg,.jpeg"
            listType="picture-card"
            maxCount={1}
            fileList={files}
            beforeUpload={beforeUpload}
            onChange={onChange}
            data-testid="qualification-licence"
          >
            {files.length === 0 && t('qualification.upload')}
          </Upload>
        </Form.Item>
        <Form.Item name="companyName" label={t('fields.companyName')} required rules={[schemaRule(companyNameSchema, locale)]}>
          <Input placeholder={t('placeholders.companyName')} maxLength={100} onBlur={trimOnBlur(form, 'companyName')} />
        </Form.Item>
        <Button autoInsertSpace={false} type="primary" htmlType="submit" block size="large" loading={profect.isPending} data-testid="qualification-company-submit">
          {t('qualification.save')}
        </Button>
      </Form>
    </ThirdPartyCard>
  );
}
