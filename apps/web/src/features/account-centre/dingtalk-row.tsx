import { useState } from 'react';
import { App, Button, Form, Input } from 'antd';
import { imageCodeSchema, phoneSchema, smsCodeSchema, successMessages } from '@wardline/contract';
import { CaptchaField, useCaptcha } from '@/components/verification';
import { checkFieldNow, normalizePhoneOnBlur, schemaRule, showFailure, toLocale } from '@/lib/form-rules';
import { useBindDingTalk, useBoundDingTalk, useSendDingTalkCode } from './api/account';
import { CodeField } from './code-field';
import { useAccountCentreT } from './i18n';
import styles from './account-centre.module.css';

type Values = { dingPhone: string; imageCode?: string; code: string };

/** The DingTalk row (not for companies): the phone of the DingTalk account notices go to, proven by an SMS code. */
export function DingTalkRow() {
  const { t, i18n } = useAccountCentreT();
  const locale = toLocale(i18n.language);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [editing, setEditing] = useState(false);
  const bound = useBoundDingTalk(true);
  const send = useSendDingTalkCode();
  const bind = useBindDingTalk();
  const captcha = useCaptcha();
  const current = bound.data?.dingTalk ?? null;

  const ready = async () => {
    try {
      await form.validateFields(['dingPhone']);
      return checkFieldNow(form, 'imageCode', imageCodeSchema, locale);
    } catch {
      return false;
    }
  };
  const sendCode = async () => {
    try {
      return await send.mutateAsync({ dingPhone: String(form.getFieldValue('dingPhone')).trim(), photoCode: String(form.getFieldValue('imageCode') ?? '').trim(), code: captcha.token });
    } finally {
      form.setFieldValue('imageCode', '');
      captcha.refresh();
    }
  };
  const onFinish = (values: Values) =>
    bind.mutate(
      { dingPhone: values.dingPhone.trim(), code: values.code.trim() },
      {
        onSuccess: () => {
          void message.success(successMessages.dingTalkBound[locale]);
          form.resetFields();
          setEditing(false);
        },
        onError: (error) => void showFailure(form, error, { names: ['dingPhone', 'imageCode', 'code'], aliases: { photoCode: 'imageCode' }, toast: message, fallback: t('failed') }),
      },
    );

  return (
    <div data-testid="dingtalk-row">
      <p className={styles.muted}>{t('dingTalk.intro')}</p>
      <div className={styles.rowSummary}>
        <span data-testid="dingtalk-current">{current ?? t('common.notBound')}</span>
        {!editing && (
          <Button size="small" onClick={() => setEditing(true)} data-testid="dingtalk-change">
            {t(current ? 'dingTalk.rebind' : 'dingTalk.bind')}
          </Button>
        )}
      </div>
      {editing && (
        <Form<Values> form={form} layout="vertical" className={styles.form} onFinish={onFinish} onFinishFailed={() => void message.warning(t('allInfo'))} style={{ marginTop: 16 }}>
          <Form.Item name="dingPhone" label={t('dingTalk.phone')} rules={[schemaRule(phoneSchema, locale)]} required>
            <Input placeholder={t('dingTalk.placeholders.phone')} inputMode="numeric" maxLength={24} onBlur={normalizePhoneOnBlur(form, 'dingPhone')} />
          </Form.Item>
          <CaptchaField name="imageCode" label={t('common.captcha')} placeholder={t('common.captchaPlaceholder')} captcha={captcha} id="dingtalk-captcha" />
          <CodeField name="code" label={t('dingTalk.code')} placeholder={t('dingTalk.placeholders.code')} rules={[schemaRule(smsCodeSchema, locale)]} before={ready} send={sendCode} testId="dingtalk-code" />
          <Button type="primary" htmlType="submit" loading={bind.isPending}>
            {t('common.submit')}
          </Button>{' '}
          <Button onClick={() => setEditing(false)}>{t('common.cancel')}</Button>
        </Form>
      )}
    </div>
  );
}
