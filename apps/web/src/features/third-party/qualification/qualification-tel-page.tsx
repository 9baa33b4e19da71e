import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { phoneSchema, smsCodeSchema, successMessages } from '@wardline/contract';
import { schemaRule, showFailure, toLocale, trimOnBlur, normalizePhoneOnBlur } from '@/lib/form-rules';
import { CaptchaImage, SendCodeButton, useCaptchaCodeSender } from '@/components/verification';
import { usePhoneBind, usePhoneBindSendCode } from '../api/qualification';
import { ThirdPartyCard } from '../third-party-card';
import { useSignedIn } from './use-signed-in';
import styles from '../third-party.module.css';

type Values = { telephone?: string; imageCode?: string; smsCode?: string };
const FIELDS = ['telephone', 'imageCode', 'smsCode'];
const ALIASES = { photoCode: 'imageCode', code: 'imageCode' };

/**
 * /qualification/tel (spec 000 §2 "phone binding"): phone, image captcha and SMS code
 * (POST /phone/sendSms behind the captcha like every other send, then POST
 * /portal/checkSmsCode) add a phone to the signed-in account; then home (the spec's
 * /hacker is not a route of this product).
 */
export default function QualificationTelPage() {
  const signedIn = useSignedIn();
  if (!signedIn) return <Navigate to="/" replace />;
  return <PhoneBindForm />;
}

/** The form itself, mounted only for a signed-in person, so a visitor sent home fetches no captcha. */
function PhoneBindForm() {
  const { t, i18n } = useTranslation(['thirdParty', 'common']);
  const locale = toLocale(i18n.language);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const sendCode = usePhoneBindSendCode();
  const bind = usePhoneBind();

  const fail = (error: unknown) => {
    showFailure(form, error, { names: FIELDS, aliases: ALIASES, toast: message, fallback: t('common:httpError') });
  };

  // Only the phone and the captcha must be valid to ask for a code; binding itself needs no captcha.
  const { onSend, captcha, countdown, sending, captchaSpent } = useCaptchaCodeSender({
    form,
    targetField: 'telephone',
    mutation: sendCode,
    toBody: (telephone, answer) => ({ telephone, ...answer }),
    onError: (error) => {
      form.setFieldValue('smsCode', '');
      fail(error);
    },
  });

  const onFinish = (values: Values) => {
    bind.mutate(
      { telephone: (values.telephone ?? '').trim(), smsCode: (values.smsCode ?? '').trim() },
      {
        onSuccess: () => {
          void message.success(successMessages.phoneBound[locale]);
          void navigate('/', { replace: true });
        },
        onError: fail,
      },
    );
  };

  return (
    <ThirdPartyCard title={t('qualification.telTitle')} subtitle={t('qualification.telSubtitle')} testId="qualification-tel-page">
      <Form<Values> form={form} name="qualification-tel" layout="vertical" size="large" validateTrigger="onBlur" requiredMark={false} onFinish={onFinish}>
        <Form.Item name="telephone" label={t('fields.phone')} rules={[schemaRule(phoneSchema, locale)]}>
          <Input placeholder={t('placeholders.phone')} inputMode="numeric" autoComplete="tel-national" maxLength={24} onBlur={normalizePhoneOnBlur(form, 'telephone')} />
        </Form.Item>
        <Form.Item label={t('fields.imageCode')} required={!captchaSpent}>
          <div className={styles.codeRow}>
            <Form.Item name="imageCode" noStyle>
              <Input
                placeholder={t('placeholders.imageCode')}
                autoComplete="off"
                maxLength={4}
                aria-label={t('fields.imageCode')}
                onBlur={trimOnBlur(form, 'imageCode')}
                data-testid="qualification-tel-captcha"
              />
            </Form.Item>
            <CaptchaImage captcha={captcha} />
          </div>
        </Form.Item>
        <Form.Item label={t('fields.msgCode')} required>
          <div className={styles.codeRow}>
            <Form.Item name="smsCode" noStyle rules={[schemaRule(smsCodeSchema, locale)]}>
              <Input placeholder={t('placeholders.msgCode')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} aria-label={t('fields.msgCode')} onBlur={trimOnBlur(form, 'smsCode')} />
            </Form.Item>
            <SendCodeButton countdown={countdown} loading={sending} onClick={() => void onSend()} testId="qualification-tel-send" />
          </div>
        </Form.Item>
        <Button autoInsertSpace={false} type="primary" htmlType="submit" block size="large" loading={bind.isPending} data-testid="qualification-tel-submit">
          {t('qualification.save')}
        </Button>
      </Form>
    </ThirdPartyCard>
  );
}
