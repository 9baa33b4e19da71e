import { useState } from 'react';
import { App, Button, Form, Input } from 'antd';
import { emailCodeSchema, emailSchema, imageCodeSchema, phoneSchema, smsCodeSchema, successMessages, translateValidation } from '@wardline/contract';
import { CaptchaField, useCaptcha } from '@/components/verification';
import { checkFieldNow, normalizePhoneOnBlur, schemaRule, showFailure, toLocale, trimOnBlur } from '@/lib/form-rules';
import { useBindEmail, useBindPhone, useBoundEmail, useBoundPhone, useSendCurrentCode, useSendNewEmailCode, useSendNewPhoneCode } from './api/account';
import { CodeField } from './code-field';
import { useAccountCentreT } from './i18n';
import styles from './account-centre.module.css';

type Kind = 'phone' | 'email';
type Values = { address: string; imageCode?: string; smsCode: string; oldCode?: string };
const ALIASES = { telephone: 'address', email: 'address', photoCode: 'imageCode' };
const FIELDS = ['address', 'imageCode', 'smsCode', 'oldCode'];

/**
 * The bound phone or email row: the address masked, and the form that binds one or replaces
 * it. A replacement needs two codes (issue 10 §3): one to the new address (a phone's behind
 * the image captcha) and one to the current address, so a session alone cannot move the account.
 */
export function AddressRow({ kind }: { kind: Kind }) {
  const { t, i18n } = useAccountCentreT();
  const locale = toLocale(i18n.language);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [editing, setEditing] = useState(false);
  const phone = useBoundPhone();
  const email = useBoundEmail();
  const current = kind === 'phone' ? phone.data?.telephone ?? null : email.data?.email ?? null;
  const kindLabel = t(kind === 'phone' ? 'address.phoneKind' : 'address.emailKind');
  const codeSchema = kind === 'phone' ? smsCodeSchema : emailCodeSchema;
  const sendOld = useSendCurrentCode();
  const sendPhone = useSendNewPhoneCode();
  const sendEmail = useSendNewEmailCode();
  const bindPhone = useBindPhone();
  const bindEmail = useBindEmail();
  const captcha = useCaptcha();

  const addressOk = async () => {
    try {
      await form.validateFields(['address']);
      return kind === 'email' || checkFieldNow(form, 'imageCode', imageCodeSchema, locale);
    } catch {
      return false;
    }
  };
  const sendNew = async () => {
    const address = String(form.getFieldValue('address') ?? '').trim();
    if (kind === 'email') return sendEmail.mutateAsync(address);
    try {
      return await sendPhone.mutateAsync({ telephone: address, photoCode: String(form.getFieldValue('imageCode') ?? '').trim(), code: captcha.token });
    } finally {
      // The captcha is spent either way.
      form.setFieldValue('imageCode', '');
      captcha.refresh();
    }
  };
  const onDone = () => {
    void message.success((kind === 'phone' ? successMessages.phoneBound : successMessages.emailBound)[locale]);
    form.resetFields();
    setEditing(false);
  };
  const onFinish = (values: Values) => {
    const oldCode = current ? values.oldCode?.trim() : undefined;
    const onError = (error: unknown) => void showFailure(form, error, { names: FIELDS, aliases: ALIASES, toast: message, fallback: t('failed') });
    if (kind === 'phone') bindPhone.mutate({ telephone: values.address.trim(), smsCode: values.smsCode.trim(), ...(oldCode ? { oldCode } : {}) }, { onSuccess: onDone, onError });
    else bindEmail.mutate({ email: values.address.trim(), smsCode: values.smsCode.trim(), ...(oldCode ? { oldCode } : {}) }, { onSuccess: onDone, onError });
  };

  return (
    <div data-testid={`${kind}-row`}>
      <div className={styles.rowSummary}>
        <span data-testid={`${kind}-current`}>{current ?? t('common.notBound')}</span>
        {!editing && (
          <Button size="small" onClick={() => setEditing(true)} data-testid={`${kind}-change`}>
            {t(current ? (kind === 'phone' ? 'address.changePhone' : 'address.changeEmail') : kind === 'phone' ? 'address.bindPhone' : 'address.bindEmail')}
          </Button>
        )}
      </div>
      {editing && (
        <Form<Values> form={form} layout="vertical" className={styles.form} onFinish={onFinish} onFinishFailed={() => void message.warning(t('allInfo'))} data-testid={`${kind}-form`} style={{ marginTop: 16 }}>
          {current && (
            <CodeField
              name="oldCode"
              label={t('address.oldCode', { kind: kindLabel })}
              placeholder={t('address.placeholders.code')}
              rules={[{ required: true, message: translateValidation('oldCode.required', locale) }]}
              send={() => sendOld.mutateAsync(kind === 'phone' ? 'telephone' : 'email')}
              hint={t('address.oldCodeHint', { kind: kindLabel, value: current })}
              alphanumeric={kind === 'email'}
              testId={`${kind}-old-code`}
            />
          )}
          <Form.Item name="address" label={t(kind === 'phone' ? 'address.newPhone' : 'address.newEmail')} rules={[schemaRule(kind === 'phone' ? phoneSchema : emailSchema, locale)]} required>
            <Input
              placeholder={t(kind === 'phone' ? 'address.placeholders.phone' : 'address.placeholders.email')}
              inputMode={kind === 'phone' ? 'numeric' : 'email'}
              autoComplete={kind === 'phone' ? 'tel-national' : 'email'}
              maxLength={kind === 'phone' ? 24 : 100}
              onBlur={kind === 'phone' ? normalizePhoneOnBlur(form, 'address') : trimOnBlur(form, 'address')}
              data-testid={`${kind}-address`}
            />
          </Form.Item>
          {kind === 'phone' && <CaptchaField name="imageCode" label={t('common.captcha')} placeholder={t('common.captchaPlaceholder')} captcha={captcha} id="phone-captcha" testId="phone-captcha" />}
          <CodeField
            name="smsCode"
            label={t('address.newCode', { kind: kindLabel })}
            placeholder={t('address.placeholders.code')}
            rules={[schemaRule(codeSchema, locale)]}
            before={addressOk}
            send={sendNew}
            alphanumeric={kind === 'email'}
            testId={`${kind}-new-code`}
          />
          {current && <p className={styles.muted}>{t('address.sessionsNote')}</p>}
          <Button type="primary" htmlType="submit" loading={bindPhone.isPending || bindEmail.isPending} data-testid={`${kind}-submit`}>
            {t('common.submit')}
          </Button>{' '}
          <Button onClick={() => setEditing(false)}>{t('common.cancel')}</Button>
        </Form>
      )}
    </div>
  );
}
