import { useState } from 'react';
import { Alert, App, Button, Descriptions, Form, Input } from 'antd';
import dayjs from 'dayjs';
import { changeBankBody, successMessages, type ChangeBankBody, type UserType } from '@wardline/contract';
import { schemaRule, showFailure, toLocale, trimOnBlur } from '@/lib/form-rules';
import { useBankCard, useChangeBank, useSendBankCode } from './api/account';
import { CodeField } from './code-field';
import { useAccountCentreT } from './i18n';
import styles from './account-centre.module.css';

const FIELDS = ['bankPhone', 'bkCardNumber', 'bankName', 'openbank', 'smsCode'];

/**
 * The bank card row (spec 001 §3 bank form, §5): the card bounties are paid to, masked; the
 * once-a-year notice; the change form with the spec's messages and the SMS code that goes
 * to the account's bound phone.
 */
export function BankCardRow({ usertype }: { usertype: UserType }) {
  const { t, i18n } = useAccountCentreT();
  const locale = toLocale(i18n.language);
  const { message } = App.useApp();
  const [form] = Form.useForm<ChangeBankBody>();
  const [editing, setEditing] = useState(false);
  const bank = useBankCard();
  const change = useChangeBank();
  const sendCode = useSendBankCode();
  const info = bank.data;
  const rule = (field: keyof typeof changeBankBody.shape) => [schemaRule(changeBankBody.shape[field], locale)];

  if (!info) return null;
  if (!info.card) {
    return <p className={styles.muted}>{t(usertype === 'company' ? 'bank.companyNone' : usertype === 'supplier' ? 'bank.supplierNone' : 'bank.none')}</p>;
  }
  const onFinish = (values: ChangeBankBody) =>
    change.mutate(values, {
      onSuccess: () => {
        void message.success(successMessages.bankChanged[locale]);
        form.resetFields();
        setEditing(false);
      },
      onError: (error) => void showFailure(form, error, { names: FIELDS, toast: message, fallback: t('failed') }),
    });

  return (
    <div data-testid="bank-card-row">
      <Descriptions size="small" column={1} items={[
        { key: 'holder', label: t('bank.holder'), children: info.card.username },
        { key: 'card', label: t('bank.card'), children: <span data-testid="bank-card-number">{info.card.bkCardNumber}</span> },
        { key: 'bankName', label: t('bank.bankName'), children: info.card.bankName },
        { key: 'openbank', label: t('bank.openbank'), children: info.card.openbank },
        { key: 'phone', label: t('bank.reservePhone'), children: info.card.bankPhone },
      ]} />
      <Alert type="info" showIcon title={t('bank.notice')} style={{ margin: '12px 0' }} />
      {info.lastChangedAt && <p className={styles.muted}>{t('bank.lastChanged', { date: dayjs(info.lastChangedAt).format('YYYY-MM-DD') })}</p>}
      {info.nextChangeFrom && <p className={styles.muted} data-testid="bank-next-change">{t('bank.nextChange', { date: info.nextChangeFrom })}</p>}
      {info.canChange && !editing && (
        <Button onClick={() => setEditing(true)} disabled={!info.codePhone} data-testid="bank-change">
          {t('bank.change')}
        </Button>
      )}
      {info.canChange && !info.codePhone && <p className={styles.muted}>{t('bank.needPhone')}</p>}
      {editing && info.codePhone && (
        <Form<ChangeBankBody> form={form} layout="vertical" className={styles.form} onFinish={onFinish} onFinishFailed={() => void message.warning(t('allInfo'))} data-testid="bank-form">
          <Form.Item name="bankPhone" label={t('bank.reservePhone')} rules={rule('bankPhone')} required>
            <Input placeholder={t('bank.placeholders.reservePhone')} inputMode="numeric" maxLength={11} onBlur={trimOnBlur(form, 'bankPhone')} />
          </Form.Item>
          <Form.Item name="bkCardNumber" label={t('bank.card')} rules={rule('bkCardNumber')} required>
            <Input placeholder={t('bank.placeholders.card')} inputMode="numeric" maxLength={23} autoComplete="off" />
          </Form.Item>
          <Form.Item name="bankName" label={t('bank.bankName')} rules={rule('bankName')} required>
            <Input placeholder={t('bank.placeholders.bankName')} maxLength={50} onBlur={trimOnBlur(form, 'bankName')} />
          </Form.Item>
          <Form.Item name="openbank" label={t('bank.openbank')} rules={rule('openbank')} required>
            <Input placeholder={t('bank.placeholders.openbank')} maxLength={100} onBlur={trimOnBlur(form, 'openbank')} />
          </Form.Item>
          <CodeField
            name="smsCode"
            label={t('bank.smsCode')}
            placeholder={t('bank.placeholders.smsCode')}
            rules={rule('smsCode')}
            send={() => sendCode.mutateAsync(undefined)}
            hint={t('bank.codeTo', { phone: info.codePhone })}
            testId="bank-code"
          />
          <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="bank-submit">
            {t('common.submit')}
          </Button>{' '}
          <Button onClick={() => setEditing(false)}>{t('common.cancel')}</Button>
        </Form>
      )}
    </div>
  );
}
