import { useEffect, useMemo, useState } from 'react';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { adminDepositBody, CURRENCIES, currencyLabels, enumLabel, type AdminDepositResult, type Currency } from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { schemaRule, showServerFieldErrors, toLocale } from '@/lib/form-rules';
import { useAdminT } from '../i18n';
import { useMoneyCompanies, useRecordDeposit } from './api';
import { formatMoney, newRequestId } from './money-format';

type Values = { companyId: string; currency: Currency; amount: string; bankReference: string; note?: string };
const FIELDS = ['companyId', 'currency', 'amount', 'bankReference', 'note'];
const rules = adminDepositBody.shape;

/**
 * Records a bank transfer received from a company (POST /admin/money/deposits). The amount is
 * typed in yuan with at most two decimals (the server keeps fen); every field has the
 * contract's rule, so the browser refuses what the server would. The request id is made once
 * per opening: submitting twice records one deposit, and the server says it was a repeat.
 */
export function DepositDialog({ open, company, onClose }: { open: boolean; company?: { id: string; name: string }; onClose: () => void }) {
  const { t, i18n } = useAdminT();
  const locale = toLocale(i18n.language);
  const [form] = Form.useForm<Values>();
  const [search, setSearch] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);
  const [result, setResult] = useState<AdminDepositResult | null>(null);
  const companies = useMoneyCompanies({ page: 1, size: 20, search: search.trim() || undefined });
  const record = useRecordDeposit(t('money.deposits.recorded'));

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (company) form.setFieldValue('companyId', company.id);
    setRequestId(newRequestId());
    setResult(null);
  }, [open, company, form]);

  const options = useMemo(() => {
    const rows = (companies.data?.data ?? []).map((c) => ({ value: c.id, label: c.name }));
    return company && !rows.some((r) => r.value === company.id) ? [{ value: company.id, label: company.name }, ...rows] : rows;
  }, [companies.data, company]);

  const submit = async () => {
    const values = await form.validateFields();
    try {
      const answer = await record.mutateAsync({ requestId, ...values, note: values.note ?? '' });
      setResult(answer);
    } catch (error) {
      if (error instanceof ApiError) showServerFieldErrors(form, error.fields, FIELDS);
    }
  };

  return (
    <Modal
      open={open}
      title={t('money.deposits.record')}
      okText={result ? t('common.confirm') : t('money.deposits.submit')}
      cancelText={t('common.cancel')}
      onOk={() => (result ? onClose() : submit().catch(() => undefined))}
      onCancel={onClose}
      okButtonProps={{ 'data-testid': 'deposit-submit' } as { type?: 'primary' }}
      confirmLoading={record.isPending}
      destroyOnHidden
    >
      {result ? (
        <Alert
          type={result.repeated ? 'info' : 'success'}
          showIcon
          data-testid="deposit-result"
          title={result.repeated ? t('money.deposits.repeated') : t('money.deposits.recorded')}
          description={t('money.deposits.balanceAfter', { company: result.deposit.company.name, balance: formatMoney(result.balance, result.deposit.currency) })}
        />
      ) : (
        <Form form={form} layout="vertical" requiredMark={false} initialValues={{ currency: 'rmb' }} data-testid="deposit-form">
          <Form.Item name="companyId" label={t('money.deposits.company')} rules={[schemaRule(rules.companyId, locale)]}>
            <Select
              showSearch
              filterOption={false}
              onSearch={setSearch}
              options={options}
              loading={companies.isFetching}
              placeholder={t('money.deposits.companyPlaceholder')}
              notFoundContent={t('money.deposits.noCompany')}
              data-testid="deposit-company"
            />
          </Form.Item>
          <Form.Item name="currency" label={t('money.currency')} rules={[schemaRule(rules.currency, locale)]}>
            <Select options={CURRENCIES.map((value) => ({ value, label: enumLabel(currencyLabels, value, locale) }))} data-testid="deposit-currency" />
          </Form.Item>
          <Form.Item name="amount" label={t('money.deposits.amount')} extra={t('money.deposits.amountHint')} rules={[schemaRule(rules.amount, locale)]}>
            <Input inputMode="decimal" maxLength={16} placeholder="0.00" />
          </Form.Item>
          <Form.Item name="bankReference" label={t('money.deposits.bankReference')} rules={[schemaRule(rules.bankReference, locale)]}>
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item name="note" label={t('money.deposits.note')} rules={[schemaRule(rules.note, locale)]}>
            <Input.TextArea rows={3} maxLength={500} showCount />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
