import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { CODE_RESEND_INTERVAL_SECONDS, phoneSchema, smsCodeSchema, successMessages } from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { schemaRule, showServerFieldErrors, toLocale, trimOnBlur, normalizePhoneOnBlur } from '@/lib/form-rules';
import { SendCodeButton, useCountdown } from '@/components/verification';
import { usePhoneBind, usePhoneBindSendCode } from '../api/qualification';
import { ThirdPartyCard } from '../third-party-card';
import { useSignedIn } from './use-signed-in';
import styles from '../third-party.module.css';

type Values = { telephone?: string; smsCode?: string };
const FIELDS = ['telephone', 'smsCode'];

/**
 * /qualification/tel (spec 000 §2 "phone binding"): phone and SMS code (POST /phone/sendSms,
 * then POST /portal/checkSmsCode) add a phone to the signed-in account; then home (the
 * spec's /hacker is not a route of this product).
 */
export default function QualificationTelPage() {
  const { t, i18n } = useTranslation(['thirdParty', 'common']);
  const locale = toLocale(i18n.language);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const countdown = useCountdown(CODE_RESEND_INTERVAL_SECONDS);
  const sendCode = usePhoneBindSendCode();
  const bind = usePhoneBind();
  const signedIn = useSignedIn();
  if (!signedIn) return <Navigate to="/" replace />;

  const fail = (error: unknown) => {
    const err = error instanceof ApiError ? error : null;
    showServerFieldErrors(form, err?.fields ?? [], FIELDS);
    void message.error(err?.message || t('common:httpError'));
  };

  const onSend = async () => {
    try {
      await form.validateFields(['telephone']);
    } catch {
      return;
    }
    sendCode.mutate(String(form.getFieldValue('telephone')).trim(), {
      onSuccess: () => {
        countdown.start();
        void message.success(successMessages.codeSent[locale]);
      },
      onError: (error) => {
        form.setFieldValue('smsCode', '');
        fail(error);
      },
    });
  };

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
        <Form.Item label={t('fields.msgCode')} required>
          <div className={styles.codeRow}>
            <Form.Item name="smsCode" noStyle rules={[schemaRule(smsCodeSchema, locale)]}>
              <Input placeholder={t('placeholders.msgCode')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} aria-label={t('fields.msgCode')} onBlur={trimOnBlur(form, 'smsCode')} />
            </Form.Item>
            <SendCodeButton countdown={countdown} loading={sendCode.isPending} onClick={() => void onSend()} testId="qualification-tel-send" />
          </div>
        </Form.Item>
        <Button autoInsertSpace={false} type="primary" htmlType="submit" block size="large" loading={bind.isPending} data-testid="qualification-tel-submit">
          {t('qualification.save')}
        </Button>
      </Form>
    </ThirdPartyCard>
  );
}
