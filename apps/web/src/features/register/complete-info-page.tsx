import { useEffect, useState } from 'react';
import { App, Button, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { errorCatalog, nicknameSchema, rePasswordSchema, REGISTRATION_PASSWORD_LENGTH } from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { encryptPasswords } from '@/lib/crypto';
import { sameAsRule, schemaRule, showServerFieldErrors, toLocale, trimOnBlur } from '@/lib/form-rules';
import { newPasswordRules } from '@/lib/new-password-rules';
import { getSessionValue } from '@/lib/session';
import { storeSignIn } from '@/lib/sign-in';
import { RegionFields, regionPayload, type RegionValues } from '@/components/region';
import { BIRTHDAY_FORMAT, BirthdayField } from '@/components/birthday';
import { usePhoneRegisterPerfect } from './api/register';
import { RegisterCard, RegisterSteps } from '@/components/register-shell';
import { pathPastStep } from './step-past';

type Values = RegionValues & { username?: string; password?: string; rePassword?: string; birthday?: Dayjs | null };
const FIELDS = ['username', 'password', 'rePassword', 'birthday', 'country', 'province', 'city'];

/** /register/completeInfo, step 2: nickname, password, birthday and region. */
export default function CompleteInfoPage() {
  const { t, i18n } = useTranslation(['register', 'common']);
  const locale = toLocale(i18n.language);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const perfect = usePhoneRegisterPerfect();
  const [encrypting, setEncrypting] = useState(false);
  // Step 1 left an idToken; a user who signed in with an unfinished profile has a session instead.
  const [idToken] = useState(() => getSessionValue('idToken'));
  const [hasToken] = useState(() => getSessionValue('jwtToken') !== null);
  // Without a step-1 ticket the session's account is the one completed: only an `imperfect` one may be.
  const [pastStep] = useState(() => (idToken ? null : pathPastStep('imperfect')));
  const lost = !idToken && !hasToken;
  useEffect(() => {
    if (lost) void message.warning(t('complete.needAccount'));
  }, [lost, message, t]);
  if (lost) return <Navigate to="/register/createAccount" replace />;
  if (pastStep) return <Navigate to={pastStep} replace />;

  const fail = (error: unknown) => {
    const err = error instanceof ApiError ? error : null;
    showServerFieldErrors(form, err?.fields ?? [], FIELDS);
    void message.error(err?.message || t('common:httpError'));
    // The step-1 ticket lapsed (30 minutes): the phone has to be verified again.
    if (err?.errcode === errorCatalog.registrationExpired.errcode) void navigate('/register/createAccount');
  };

  const onFinish = async (values: Values) => {
    setEncrypting(true);
    let password: string;
    let rePassword: string;
    try {
      [password, rePassword] = await encryptPasswords(values.password ?? '', values.rePassword ?? '');
    } catch (error) {
      fail(error);
      return;
    } finally {
      setEncrypting(false);
    }
    perfect.mutate(
      {
        idToken: idToken ?? '',
        username: (values.username ?? '').trim(),
        password,
        rePassword,
        birthday: values.birthday ? values.birthday.format(BIRTHDAY_FORMAT) : '',
        ...regionPayload(values),
      },
      {
        onSuccess: (ret) => {
          storeSignIn(ret);
          void message.success(t('complete.saved'));
          void navigate('/register/chooseIdentity');
        },
        onError: fail,
      },
    );
  };

  return (
    <RegisterCard title={t('complete.title')} subtitle={t('complete.subtitle')} steps={<RegisterSteps current={1} />}>
      <Form<Values>
        form={form}
        name="register-complete"
        layout="vertical"
        size="large"
        validateTrigger="onBlur"
        requiredMark
        onFinish={(values) => void onFinish(values)}
      >
        <Form.Item name="username" label={t('fields.username')} required rules={[schemaRule(nicknameSchema, locale)]}>
          <Input placeholder={t('placeholders.username')} autoComplete="nickname" maxLength={30} onBlur={trimOnBlur(form, 'username')} />
        </Form.Item>
        <Form.Item name="password" label={t('fields.password')} required rules={newPasswordRules(locale)}>
          <Input.Password placeholder={t('placeholders.password')} autoComplete="new-password" maxLength={REGISTRATION_PASSWORD_LENGTH.max} />
        </Form.Item>
        <Form.Item
          name="rePassword"
          label={t('fields.rePassword')}
          required
          dependencies={['password']}
          rules={[schemaRule(rePasswordSchema, locale), sameAsRule('password', locale)]}
        >
          <Input.Password placeholder={t('placeholders.rePassword')} autoComplete="new-password" maxLength={REGISTRATION_PASSWORD_LENGTH.max} />
        </Form.Item>
        <BirthdayField label={t('fields.birthday')} placeholder={t('placeholders.birthday')} required testId="register-birthday" />
        <RegionFields />
        <Button autoInsertSpace={false} type="primary" htmlType="submit" block size="large" loading={encrypting || perfect.isPending} data-testid="complete-submit">
          {t('complete.submit')}
        </Button>
      </Form>
    </RegisterCard>
  );
}
