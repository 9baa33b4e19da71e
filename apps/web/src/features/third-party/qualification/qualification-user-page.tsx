import { useEffect, useState } from 'react';
import { App, Button, Form, Input, Radio } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import {
  blogSchema,
  emailSchema,
  errorCatalog,
  nicknameSchema,
  REGISTRATION_PASSWORD_LENGTH,
} from '@wardline/contract';
import { encryptPasswords } from '@/lib/crypto';
import { schemaRule, showFailure, toLocale, trimOnBlur } from '@/lib/form-rules';
import { newPasswordRules } from '@/lib/new-password-rules';
import { useCaptchaCodeSender } from '@/components/verification';
import { EmailCodeFields } from '../email-code-fields';
import { BirthdayField, birthdayValue } from '@/components/birthday';
import { useProfectUser, useSendEmailCode } from '../api/qualification';
import { bindTicket, emitLoginSuccess, forgetPending, pendingProfile, storeSession } from '../pending-sign-in';
import { ThirdPartyCard } from '../third-party-card';
import { pathAfterQualification } from './after-qualification';
import { CountryField } from './country-field';
import { Picture } from './picture';
import styles from '../third-party.module.css';

type Mode = 'bind' | 'create';
type Values = {
  usertype?: 'hacker' | 'company';
  email?: string;
  imageCode?: string;
  emailCode?: string;
  password?: string;
  username?: string;
  country?: string;
  birthday?: Dayjs | null;
  blog?: string;
};
const FIELDS = ['usertype', 'email', 'imageCode', 'emailCode', 'password', 'username', 'country', 'birthday', 'blog'];
const ALIASES = { photoCode: 'imageCode', code: 'imageCode' };

/**
 * /qualification/user (spec 000 §2 "email binding"): binding mode (email, image code,
 * email code → the pending third-party sign-in joins the account of that email), or,
 * through "no account, complete info", the full form that creates an account.
 */
export default function QualificationUserPage() {
  const { t, i18n } = useTranslation(['thirdParty', 'common']);
  const locale = toLocale(i18n.language);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [mode, setMode] = useState<Mode>('bind');
  const [idToken] = useState(bindTicket);
  const [profile] = useState(pendingProfile);
  const sendCode = useSendEmailCode();
  const profect = useProfectUser(profile?.provider ?? null);
  const [encrypting, setEncrypting] = useState(false);
  const usertype = Form.useWatch('usertype', form) ?? 'hacker';

  const fail = (error: unknown) => {
    const err = showFailure(form, error, { names: FIELDS, aliases: ALIASES, toast: message, fallback: t('common:httpError') });
    if (err?.errcode === errorCatalog.bindTicketExpired.errcode) {
      forgetPending();
      void navigate('/', { replace: true });
    }
  };

  const sender = useCaptchaCodeSender({
    form,
    targetField: 'email',
    mutation: sendCode,
    toBody: (email, answer) => ({ email, ...answer }),
    onError: fail,
  });

  useEffect(() => {
    if (!idToken) void message.warning(t('bind.lost'));
  }, [idToken, message, t]);
  if (!idToken) return <Navigate to="/" replace />;

  const onFinish = async (values: Values) => {
    const email = (values.email ?? '').trim();
    const emailCode = (values.emailCode ?? '').trim();
    if (mode === 'bind') {
      profect.mutate(
        { mode: 'bind', idToken, email, emailCode },
        {
          onSuccess: (ret) => {
            storeSession({ ...ret, logo: profile?.avatar ?? null });
            emitLoginSuccess(ret.usertype);
            void message.success(t('bind.success'));
            void navigate('/', { replace: true });
          },
          onError: fail,
        },
      );
      return;
    }
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
    const isHacker = (values.usertype ?? 'hacker') === 'hacker';
    profect.mutate(
      {
        mode: 'create',
        idToken,
        usertype: values.usertype ?? 'hacker',
        email,
        emailCode,
        password,
        username: (values.username ?? '').trim(),
        country: values.country ?? '',
        birthday: isHacker ? birthdayValue(values.birthday) : '',
        blog: isHacker ? (values.blog ?? '').trim() : '',
      },
      {
        onSuccess: (ret) => {
          storeSession({ ...ret, logo: profile?.avatar ?? null });
          emitLoginSuccess(ret.usertype);
          void message.success(t('complete.success'));
          void navigate(pathAfterQualification(ret.country), { replace: true });
        },
        onError: fail,
      },
    );
  };

  const creating = mode === 'create';
  return (
    <ThirdPartyCard
      title={creating ? t('qualification.createTitle') : t('qualification.userTitle')}
      subtitle={creating ? t('qualification.createSubtitle') : t('qualification.userSubtitle')}
      testId="qualification-user-page"
    >
      <Form<Values> form={form} name="qualification-user" layout="vertical" size="large" validateTrigger="onBlur" initialValues={{ usertype: 'hacker' }} onFinish={(v) => void onFinish(v)}>
        {creating && (
          <>
            <Picture src={profile?.avatar} />
            <Form.Item name="usertype" label={t('fields.identity')} required>
              <Radio.Group optionType="button" options={[{ value: 'hacker', label: t('identity.hacker') }, { value: 'company', label: t('identity.company') }]} data-testid="qualification-identity" />
            </Form.Item>
          </>
        )}
        <Form.Item name="email" label={t('fields.email')} required rules={[schemaRule(emailSchema, locale)]}>
          <Input placeholder={t('placeholders.emailRequired')} autoComplete="email" maxLength={254} onBlur={trimOnBlur(form, 'email')} />
        </Form.Item>
        <EmailCodeFields form={form} captchaField="imageCode" captchaLabel={t('fields.imageCode')} sender={sender} sendTestId="qualification-send-code" />
        {creating && (
          <>
            <Form.Item name="password" label={t('fields.password')} required rules={newPasswordRules(locale)}>
              <Input.Password placeholder={t('placeholders.password')} autoComplete="new-password" maxLength={REGISTRATION_PASSWORD_LENGTH.max} />
            </Form.Item>
            <Form.Item name="username" label={usertype === 'company' ? t('fields.companyName') : t('fields.username')} required rules={[schemaRule(nicknameSchema, locale)]}>
              <Input placeholder={usertype === 'company' ? t('placeholders.companyName') : t('placeholders.username')} maxLength={30} onBlur={trimOnBlur(form, 'username')} />
            </Form.Item>
            <CountryField />
            {usertype === 'hacker' && (
              <>
                <BirthdayField label={t('fields.birthday')} placeholder={t('placeholders.birthday')} />
                <Form.Item name="blog" label={t('fields.blog')} rules={[schemaRule(blogSchema, locale)]}>
                  <Input placeholder={t('placeholders.blog')} maxLength={200} onBlur={trimOnBlur(form, 'blog')} />
                </Form.Item>
              </>
            )}
          </>
        )}
        <Button autoInsertSpace={false} type="primary" htmlType="submit" block size="large" loading={encrypting || profect.isPending} data-testid="qualification-submit">
          {creating ? t('qualification.createSubmit') : t('qualification.bindSubmit')}
        </Button>
        <p className={styles.aside}>
          <Button type="link" onClick={() => setMode(creating ? 'bind' : 'create')} data-testid="qualification-toggle">
            {creating ? t('qualification.toBind') : t('qualification.toCreate')}
          </Button>
        </p>
      </Form>
    </ThirdPartyCard>
  );
}
