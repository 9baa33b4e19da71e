import { Checkbox, Descriptions, Form, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { currencyLabels, enumLabel, FEE_PAYING_COMPANY_TYPE, fenToYuan, parseYuan, SERVICE_FEE_PERCENT, serviceFeeFen, totalPayableFen, translateValidation, type Currency } from '@wardline/contract';
import { toLocale } from '@/lib/form-rules';
import styles from '../publish.module.css';

export type CostForm = { agree: boolean };

type Props = {
  form: FormInstance<CostForm>;
  initialValues: CostForm;
  pool: string;
  currency: Currency;
  src: boolean;
  /** `/company/type`: 0 pays the 20% service fee; null while it loads. */
  companyType: number | null;
  onValuesChange: () => void;
};

/**
 * Step 3, the amount to confirm (spec 002 §5.3, §9): pool, service fee (20% for company
 * type 0, none otherwise, none for SRC), total = pool + fee, 2 decimals, computed in fen
 * with the contract's functions the server uses; the risk notice must be ticked.
 */
export function StepCost({ form, initialValues, pool, currency, src, companyType, onValuesChange }: Props) {
  const { t, i18n } = useTranslation('projectPublish');
  const locale = toLocale(i18n.language);
  const poolFen = src ? 0 : (parseYuan(pool) ?? 0);
  const feeFen = src ? 0 : serviceFeeFen(poolFen, companyType);
  const totalFen = src ? 0 : totalPayableFen(poolFen, companyType);
  const unit = enumLabel(currencyLabels, currency, locale);
  const money = (fen: number) => (
    <span className={styles.amount}>
      {fenToYuan(fen)} {unit}
    </span>
  );

  const agreeRule = {
    validator: async (_rule: unknown, value: unknown) => {
      if (value !== true) throw new Error(translateValidation('project.risk.required', locale));
    },
  };

  return (
    <div className={styles.form}>
      <Descriptions bordered column={1} size="middle" data-testid="cost-summary">
        <Descriptions.Item label={t('cost.pool')}>{money(poolFen)}</Descriptions.Item>
        <Descriptions.Item label={!src && companyType === FEE_PAYING_COMPANY_TYPE ? t('cost.fee', { percent: SERVICE_FEE_PERCENT }) : t('cost.noFee')}>
          <span data-testid="cost-fee">{money(feeFen)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('cost.total')}>
          <strong data-testid="cost-total">{money(totalFen)}</strong>
        </Descriptions.Item>
      </Descriptions>
      <p>{src ? t('cost.srcNote') : t('cost.feeNote')}</p>
      <h3>{t('cost.notice')}</h3>
      <div className={styles.risk} tabIndex={0} role="region" aria-label={t('cost.notice')} data-testid="risk-notice">
        {t('cost.riskNotice')}
      </div>
      <Form<CostForm> form={form} name="publish-cost" initialValues={initialValues} onValuesChange={onValuesChange}>
        <Form.Item name="agree" valuePropName="checked" rules={[agreeRule]}>
          <Checkbox data-testid="risk-agree">{t('cost.agree')}</Checkbox>
        </Form.Item>
      </Form>
    </div>
  );
}
