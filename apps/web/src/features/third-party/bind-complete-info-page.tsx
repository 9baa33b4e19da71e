import { useEffect, useState } from 'react';
import { App, Button, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import {
  errorCatalog,
  nicknameSchema,
  optionalEmailSchema,
  phoneSchema,
  REGISTRATION_PASSWORD_LENGTH,
  smsCodeSchema,
} from '@wardline/contract';
import { encryptPasswords } from '@/lib/crypto';
import { schemaRule, showFailure, toLocale, trimOnBlur, normalizePhoneOnBlur } from '@/lib/form-rules';
import { newPasswordRules } from '@/lib/new-password-rules';
import { CaptchaImage, SendCodeButton, useCaptchaCodeSender } from '@/components/verification';
import { RegionFields, regionPayload, type RegionValues } from '@/components/region';
import { useBindPerfect, useBindPerfectSendCode } from './api/third-party';
import { useSendEmailCode } from './api/qualification';
import { EmailCodeFields } from './email-code-fields';
import { AgreementField } from '@/components/agreement';
import { BirthdayField, birthdayValue } from '@/components/birthday';
import { bindTicket, emitLoginSuccess, forgetPending, storeSession } from './pending-sign-in';
import { ThirdPartyCard } from './third-party-card';
import styles from './third-party.module.css';

type Values = RegionValues & {
  phone?: string;
  imageCode?: string;
  msgCode?: string;
  email?: string;
  emailImageCode?: string;
  emailCode?: string;
  username?: string;
  password?: string;
  birthday?: Dayjs | null;
  agree?: boolean;
};
const FIELDS = ['phone', 'imageCode', 'msgCode', 'email', 'emailImageCode', 'emailCode', 'username', 'password', 'birthday', 'country', 'province', 'city', 'agree'];
const ALIASES = { photoCode: 'imageCode', code: 'imageCode' };

/**
 * /register/bindCompleteInfo (spec 000 §2): a new Wardline account for the pending
 * third-party sign-in — phone with its SMS code, optional email (proven by its own code
 * before it is attached: issue 12, item 8), nickname, password
 * (RSA-OAEP encrypted), optional birthday, area and the agreement → POST
 * /user/accountBindPerfect creates it, binds it, signs in; next, choose identity.
 */
export default function BindCompleteInfoPage() {
  const { t, i18n } = useTranslation(['thirdParty', 'common']);
  const locale = toLocale(i18n.language);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const sendCode = useBindPerfectSendCode();
  const sendEmailCode = useSendEmailCode();
  const email = (Form.useWatch('email', form) ?? '').trim();
  const perfect = useBindPerfect();
  const [encrypting, setEncrypting] = useState(false);
  const [idToken] = useState(bindTicket);

  const fail = (error: unknown) => {
    const err = showFailure(form, error, { names: FIELDS, aliases: ALIASES, toast: message, fallback: t('common:httpError') });
    if (err?.errcode === errorCatalog.bindTicketExpired.errcode) {
      forgetPending();
      void navigate('/', { replace: true });
    }
  };

  const { onSend, captcha, countdown, sending } = useCaptchaCodeSender({
    form,
    targetField: 'phone',
    mutation: sendCode,
    toBody: (phone, answer) => ({ phone, ...answer }),
    onError: fail,
  });

  const emailSender = useCaptchaCodeSender({
    form,
    targetField: 'email',
    captchaField: 'emailImageCode',
    mutation: sendEmailCode,
    toBody: (address, answer) => ({ email: address, ...answer }),
    onError: fail,
  });

  useEffect(() => {
    if (!idToken) void message.warning(t('bind.lost'));
  }, [idToken, message, t]);
  if (!idToken) return <Navigate to="/" replace />;

  const onFinish = async (values: Values) => {
    setEncrypting(true);
    let password: string;
    try {
      [password] = await encryptPasswords(values.password ?? '');
    } catch (error) {
      fail(error);
      return;
    } finally {
      setEncrypting(false);
    }
    perfect.mutate(
      {
        idToken,
        phone: (values.phone ?? '').trim(),
        msgCode: (values.msgCode ?? '').trim(),
        email: (values.email ?? '').trim(),
        emailCode: (values.emailCode ?? '').trim(),
        username: (values.username ?? '').trim(),
        password,
        birthday: birthdayValue(values.birthday),
        ...regionPayload(values),
      },
      {
        onSuccess: (ret) => {
          storeSession({ ...ret, logo: null });
          void message.success(t('complete.success'));
          emitLoginSuccess(ret.usertype);
          void navigate('/register/chooseIdentity', { replace: true });
        },
        onError: fail,
      },
    );
  };

  return (
    <ThirdPartyCard title={t('complete.title')} subtitle={t('complete.subtitle')} testId="bind-complete-page">
      <Form<Values> form={form} name="bind-complete" layout="vertical" size="large" validateTrigger="onBlur" requiredMark onFinish={(v) => void onFinish(v)}>
        <Form.Item name="phone" label={t('fields.phone')} required rules={[schemaRule(phoneSchema, locale)]}>
          <Input placeholder={t('placeholders.phone')} inputMode="numeric" autoComplete="tel-national" maxLength={24} onBlur={normalizePhoneOnBlur(form, 'phone')} />
        </Form.Item>
        <Form.Item label={t('fields.imageCode')} required>
          <div className={styles.codeRow}>
            <Form.Item name="imageCode" noStyle>
              <Input placeholder={t('placeholders.imageCode')} autoComplete="off" maxLength={4} aria-label={t('fields.imageCode')} onBlur={trimOnBlur(form, 'imageCode')} />
            </Form.Item>
            <CaptchaImage captcha={captcha} />
          </div>
        </Form.Item>
        <Form.Item label={t('fields.msgCode')} required>
          <div className={styles.codeRow}>
            <Form.Item name="msgCode" noStyle rules={[schemaRule(smsCodeSchema, locale)]}>
              <Input placeholder={t('placeholders.msgCode')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} aria-label={t('fields.msgCode')} onBlur={trimOnBlur(form, 'msgCode')} />
            </Form.Item>
            <SendCodeButton countdown={countdown} loading={sending} onClick={() => void onSend()} testId="complete-send-code" />
          </div>
        </Form.Item>
        <Form.Item name="email" label={t('fields.email')} rules={[schemaRule(optionalEmailSchema, locale)]}>
          <Input placeholder={t('placeholders.email')} autoComplete="email" maxLength={254} onBlur={trimOnBlur(form, 'email')} />
        </Form.Item>
        {email && <EmailCodeFields form={form} captchaField="emailImageCode" captchaLabel={t('fields.emailImageCode')} sender={emailSender} sendTestId="complete-send-email-code" />}
        <Form.Item name="username" label={t('fields.username')} required rules={[schemaRule(nicknameSchema, locale)]}>
          <Input placeholder={t('placeholders.username')} autoComplete="nickname" maxLength={30} onBlur={trimOnBlur(form, 'username')} />
        </Form.Item>
        <Form.Item name="password" label={t('fields.password')} required rules={newPasswordRules(locale)}>
          <Input.Password placeholder={t('placeholders.password')} autoComplete="new-password" maxLength={REGISTRATION_PASSWORD_LENGTH.max} />
        </Form.Item>
        <BirthdayField label={t('fields.birthday')} placeholder={t('placeholders.birthday')} testId="bind-birthday" />
        <RegionFields />
        <AgreementField testIdPrefix="bind-" />
        <Button autoInsertSpace={false} type="primary" htmlType="submit" block size="large" loading={encrypting || perfect.isPending} data-testid="complete-submit">
          {t('complete.submit')}
        </Button>
        <p className={styles.aside}>
          {t('complete.haveAccount')}{' '}
          <Link to="/register/bindAccount" data-testid="complete-to-bind">
            {t('complete.toBind')}
          </Link>
        </p>
      </Form>
    </ThirdPartyCard>
  );
}
