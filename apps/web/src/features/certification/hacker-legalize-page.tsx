import { App, Descriptions, Form, Input, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { hackerCertificationBody, successMessages, type HackerCertificationBody, type HackerCertificationDetail } from '@wardline/contract';
import { RegisterCard, RegisterSteps } from '@/components/register-shell';
import { ApiError } from '@/lib/api-client';
import { schemaRule, showServerFieldErrors, toLocale } from '@/lib/form-rules';
import { setSessionValue } from '@/lib/session';
import { useHackerCertification, useSubmitHackerCertification } from './api/certification-calls';
import { LegalizeActions } from './components/legalize-actions';
import { LegalizeGuard } from './components/legalize-guard';
import { PictureUpload } from './components/picture-upload';
import { stripOnKeyUp } from './strip-on-keyup';
import { homeOf, useLegalizeMode, type LegalizeMode } from './use-legalize-mode';
import styles from './certification.module.css';

type Values = Partial<HackerCertificationBody>;
const TEXT_FIELDS = ['name', 'idCardNumber', 'bkCardNumber', 'openbank', 'bankName', 'bankPhone'] as const;
const FIELDS = [...TEXT_FIELDS, 'idCardFrontFile', 'idCardBackFile'];
const NUMERIC = new Set<string>(['bkCardNumber', 'bankPhone']);
const MAX_LENGTH: Record<(typeof TEXT_FIELDS)[number], number> = { name: 50, idCardNumber: 24, bkCardNumber: 30, openbank: 100, bankName: 50, bankPhone: 20 };

/** /register/hackerLegalize: real-name certification, step 4 for hackers (also from the account centre). */
export default function HackerLegalizePage() {
  const mode = useLegalizeMode();
  const { t } = useTranslation(['certification', 'common']);
  return (
    <RegisterCard title={t('hacker.title')} subtitle={t('hacker.subtitle')} steps={mode.fromUserCenter ? undefined : <RegisterSteps current={3} />}>
      <LegalizeGuard mode={mode} usertype="hacker">
        <HackerLegalize mode={mode} />
      </LegalizeGuard>
    </RegisterCard>
  );
}

function HackerLegalize({ mode }: { mode: LegalizeMode }) {
  const detail = useHackerCertification();
  if (detail.isPending) return <Skeleton active />;
  if (detail.data) return <Certified detail={detail.data} mode={mode} />;
  return <HackerForm mode={mode} />;
}

function Certified({ detail, mode }: { detail: NonNullable<HackerCertificationDetail>; mode: LegalizeMode }) {
  const { t } = useTranslation(['certification', 'common']);
  return (
    <div className={styles.done} data-testid="hacker-certified">
      <p>{t('hacker.doneText')}</p>
      <Descriptions column={1} bordered size="small" title={t('hacker.doneTitle')}>
        <Descriptions.Item label={t('fields.name')}>{detail.name}</Descriptions.Item>
        <Descriptions.Item label={t('fields.idCardNumber')}>{detail.idCardNumber}</Descriptions.Item>
        <Descriptions.Item label={t('fields.bkCardNumber')}>{detail.bkCardNumber}</Descriptions.Item>
        <Descriptions.Item label={t('fields.bankName')}>{`${detail.bankName} ${detail.openbank}`}</Descriptions.Item>
        <Descriptions.Item label={t('fields.bankPhone')}>{detail.bankPhone}</Descriptions.Item>
      </Descriptions>
      <LegalizeActions mode={mode} canSubmit={false} />
    </div>
  );
}

function HackerForm({ mode }: { mode: LegalizeMode }) {
  const { t, i18n } = useTranslation(['certification', 'common']);
  const locale = toLocale(i18n.language);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const submit = useSubmitHackerCertification();
  const shape = hackerCertificationBody.shape;

  const onFinish = (values: Values) => {
    submit.mutate(values as HackerCertificationBody, {
      onSuccess: (ret) => {
        setSessionValue('userStatus', ret.userStatus);
        // The API client hands back `ret` only; this is the very text the server puts in errmsg.
        void message.success(successMessages.realNameCertified[locale]);
        void navigate(homeOf(mode));
      },
      onError: (error) => {
        const err = error instanceof ApiError ? error : null;
        showServerFieldErrors(form, err?.fields ?? [], FIELDS);
        void message.error(err?.message || t('common:httpError'));
      },
    });
  };

  return (
    <Form<Values> form={form} name="hacker-legalize" layout="vertical" size="large" validateTrigger="onBlur" requiredMark onFinish={onFinish}>
      {TEXT_FIELDS.map((field) => (
        <Form.Item key={field} name={field} label={t(`fields.${field}`)} required rules={[schemaRule(shape[field], locale)]}>
          <Input
            placeholder={t(`placeholders.${field}`)}
            maxLength={MAX_LENGTH[field]}
            autoComplete="off"
            inputMode={NUMERIC.has(field) ? 'numeric' : undefined}
            onKeyUp={stripOnKeyUp(form, field)}
            onBlur={stripOnKeyUp(form, field)}
          />
        </Form.Item>
      ))}
      <div className={styles.uploads}>
        {(['idCardFrontFile', 'idCardBackFile'] as const).map((field) => (
          <Form.Item key={field} name={field} label={t(`fields.${field}`)} required rules={[schemaRule(shape[field], locale)]} validateTrigger="onChange">
            <PictureUpload kind={field === 'idCardFrontFile' ? 'idCardFront' : 'idCardBack'} label={t(`fields.${field}`)} data-testid={`upload-${field}`} />
          </Form.Item>
        ))}
      </div>
      <p className={styles.hint}>{t('upload.hint')}</p>
      <LegalizeActions mode={mode} submitting={submit.isPending} />
    </Form>
  );
}
