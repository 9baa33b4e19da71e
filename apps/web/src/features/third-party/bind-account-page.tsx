import { useEffect, useState } from 'react';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { accountBindCodeSchema, accountSchema, errorCatalog } from '@wardline/contract';
import { schemaRule, showFailure, toLocale, trimOnBlur } from '@/lib/form-rules';
import { CaptchaImage, SendCodeButton, useCaptchaCodeSender } from '@/components/verification';
import { useAccountBind, useAccountBindSendCode } from './api/third-party';
import { pathAfterSignIn } from '@/lib/sign-in';
import { bindTicket, emitLoginSuccess, forgetPending, pendingProfile, storeSession } from './pending-sign-in';
import { ThirdPartyCard } from './third-party-card';
import styles from './third-party.module.css';

type Values = { account?: string; imageCode?: string; msgCode?: string };
const FIELDS = ['account', 'imageCode', 'msgCode'];
const ALIASES = { photoCode: 'imageCode', code: 'imageCode' };

/**
 * /register/bindAccount (spec 000 §2): the account (phone or email) of an existing
 * Wardline account, the captcha, the code → POST /user/accountBind binds the pending
 * third-party sign-in to it and signs in; then home, with the login-success event.
 */
export default function BindAccountPage() {
  const { t, i18n } = useTranslation(['thirdParty', 'common']);
  const locale = toLocale(i18n.language);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const sendCode = useAccountBindSendCode();
  const bind = useAccountBind();
  const [idToken] = useState(bindTicket);
  const [profile] = useState(pendingProfile);

  const fail = (error: unknown) => {
    const err = showFailure(form, error, { names: FIELDS, aliases: ALIASES, toast: message, fallback: t('common:httpError') });
    if (err?.errcode === errorCatalog.bindTicketExpired.errcode) {
      forgetPending();
      void navigate('/', { replace: true });
    }
  };

  const { onSend, captcha, countdown, sending } = useCaptchaCodeSender({
    form,
    targetField: 'account',
    mutation: sendCode,
    // Only ever sent after the guard below, so the ticket is there.
    toBody: (account, answer) => ({ account, ...answer, idToken: idToken ?? '' }),
    onError: fail,
  });

  useEffect(() => {
    if (!idToken) void message.warning(t('bind.lost'));
  }, [idToken, message, t]);
  if (!idToken) return <Navigate to="/" replace />;

  const onFinish = (values: Values) => {
    bind.mutate(
      { account: (values.account ?? '').trim(), msgCode: (values.msgCode ?? '').trim(), idToken },
      {
        onSuccess: (ret) => {
          storeSession(ret);
          void message.success(t('bind.success'));
          emitLoginSuccess(ret.usertype);
          void navigate(pathAfterSignIn(ret) ?? '/', { replace: true });
        },
        onError: fail,
      },
    );
  };

  const subtitle = profile?.nickname ? t('bind.subtitle', { name: profile.nickname }) : t('bind.subtitleAnonymous');
  return (
    <ThirdPartyCard title={t('bind.title')} subtitle={subtitle} testId="bind-account-page">
      <Form<Values> form={form} name="bind-account" layout="vertical" size="large" validateTrigger="onBlur" requiredMark={false} onFinish={onFinish}>
        <Form.Item name="account" label={t('fields.account')} rules={[schemaRule(accountSchema, locale)]}>
          <Input placeholder={t('placeholders.account')} autoComplete="username" maxLength={254} onBlur={trimOnBlur(form, 'account')} />
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
            <Form.Item name="msgCode" noStyle rules={[schemaRule(accountBindCodeSchema, locale)]}>
              <Input placeholder={t('placeholders.msgCode')} autoComplete="one-time-code" maxLength={6} aria-label={t('fields.msgCode')} onBlur={trimOnBlur(form, 'msgCode')} />
            </Form.Item>
            <SendCodeButton countdown={countdown} loading={sending} onClick={() => void onSend()} testId="bind-send-code" />
          </div>
        </Form.Item>
        <Button autoInsertSpace={false} type="primary" htmlType="submit" block size="large" loading={bind.isPending} data-testid="bind-submit">
          {t('bind.submit')}
        </Button>
        <p className={styles.aside}>
          {t('bind.noAccount')}{' '}
          <Link to="/register/bindCompleteInfo" data-testid="bind-to-complete">
            {t('bind.toComplete')}
          </Link>
        </p>
      </Form>
    </ThirdPartyCard>
  );
}
