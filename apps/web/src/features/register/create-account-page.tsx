import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { imageCodeSchema, phoneSchema, smsCodeSchema } from '@wardline/contract';
import { schemaRule, showFailure, toLocale, trimOnBlur, normalizePhoneOnBlur } from '@/lib/form-rules';
import { setSessionValue } from '@/lib/session';
import { CaptchaImage, SendCodeButton, useCaptchaCodeSender } from '@/components/verification';
import { AgreementField } from '@/components/agreement';
import { usePhoneRegister, useRegisterSendSms } from './api/register';
import { RegisterCard } from './register-card';
import { RegisterSteps } from './register-steps';
import styles from './register.module.css';

type Values = { phone?: string; imageCode?: string; msgCode?: string; agree?: boolean };
const FIELDS = ['phone', 'imageCode', 'msgCode', 'agree'];
const ALIASES = { photoCode: 'imageCode', code: 'imageCode' };

/** /register/createAccount, step 1: phone, captcha, SMS code and the agreement. */
export default function CreateAccountPage() {
  const { t, i18n } = useTranslation(['register', 'agreement', 'common']);
  const locale = toLocale(i18n.language);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const sendSms = useRegisterSendSms();
  const register = usePhoneRegister();

  const fail = (error: unknown) => {
    showFailure(form, error, { names: FIELDS, aliases: ALIASES, toast: message, fallback: t('common:httpError') });
  };

  /** Only phone and captcha must be valid to ask for a code (spec 000 §5); the register call itself needs no captcha. */
  const { onSend, captcha, countdown, sending, captchaSpent } = useCaptchaCodeSender({
    form,
    targetField: 'phone',
    mutation: sendSms,
    toBody: (phone, answer) => ({ phone, ...answer }),
    onError: fail,
  });

  const onFinishFailed = ({ errorFields }: { errorFields: { name: (string | number)[] }[] }) => {
    if (errorFields.some((f) => f.name[0] === 'agree')) void message.warning(t('agreement:required'));
  };

  const onFinish = (values: Values) => {
    register.mutate(
      { phone: (values.phone ?? '').trim(), msgCode: (values.msgCode ?? '').trim() },
      {
        onSuccess: (ret) => {
          setSessionValue('idToken', ret.idToken);
          void navigate('/register/completeInfo');
        },
        onError: fail,
      },
    );
  };

  return (
    <RegisterCard title={t('create.title')} subtitle={t('create.subtitle')} steps={<RegisterSteps current={0} />}>
      <Form<Values>
        form={form}
        name="register-create"
        layout="vertical"
        size="large"
        validateTrigger="onBlur"
        requiredMark
        onFinish={onFinish}
        onFinishFailed={onFinishFailed}
      >
        <Form.Item name="phone" label={t('fields.phone')} required rules={[schemaRule(phoneSchema, locale)]}>
          <Input placeholder={t('placeholders.phone')} inputMode="numeric" autoComplete="tel-national" maxLength={24} onBlur={normalizePhoneOnBlur(form, 'phone')} />
        </Form.Item>
        <Form.Item label={t('fields.imageCode')} required>
          <div className={styles.codeRow}>
            <Form.Item name="imageCode" noStyle rules={captchaSpent ? [] : [schemaRule(imageCodeSchema, locale)]}>
              <Input placeholder={t('placeholders.imageCode')} autoComplete="off" maxLength={4} aria-label={t('fields.imageCode')} onBlur={trimOnBlur(form, 'imageCode')} />
            </Form.Item>
            <CaptchaImage captcha={captcha} />
          </div>
        </Form.Item>
        <Form.Item label={t('fields.msgCode')} required>
          <div className={styles.codeRow}>
            <Form.Item name="msgCode" noStyle rules={[schemaRule(smsCodeSchema, locale)]}>
              <Input
                placeholder={t('placeholders.msgCode')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                aria-label={t('fields.msgCode')}
                onBlur={trimOnBlur(form, 'msgCode')}
              />
            </Form.Item>
            <SendCodeButton countdown={countdown} loading={sending} onClick={() => void onSend()} testId="register-send-code" />
          </div>
        </Form.Item>
        <AgreementField />
        <Button autoInsertSpace={false} type="primary" htmlType="submit" block size="large" loading={register.isPending} data-testid="register-submit">
          {t('create.submit')}
        </Button>
        <p className={styles.aside}>
          {t('create.haveAccount')}{' '}
          <Link to="/?type=login" data-testid="register-to-login">
            {t('create.toLogin')}
          </Link>
        </p>
      </Form>
    </RegisterCard>
  );
}
