import { Checkbox, Form, Input, InputNumber, Radio, Select, Space, Switch, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { PERSON_LEVEL_RANGE, PROJECT_TEXT_LIMITS, TESTER_COUNT, TESTER_COUNT_MAX, testerCountSchema, translateValidation } from '@wardline/contract';
import { toLocale } from '@/lib/form-rules';
import styles from '../publish.module.css';
import type { WizardValues } from '../wizard-values';

/** Step 2's fields: the wizard's own, plus the "unlimited" switch that stands for a null count. */
export type TestersForm = Pick<
  WizardValues,
  'testnumber' | 'verifytype' | 'persontype' | 'personlevel' | 'bugAudit' | 'vpn' | 'vpnUserName' | 'vpnPassword' | 'smsAlert' | 'retest'
> & { unlimited: boolean };

type Props = { form: FormInstance<TestersForm>; initialValues: TestersForm; src: boolean; onValuesChange: () => void };

const LEVELS = Array.from({ length: PERSON_LEVEL_RANGE.max - PERSON_LEVEL_RANGE.min + 1 }, (_, i) => PERSON_LEVEL_RANGE.min + i);

/** Step 2, testers and value-added services (spec 002 §5.2; the SRC's fixed values of §4 with their controls disabled). */
export function StepTesters({ form, initialValues, src, onValuesChange }: Props) {
  const { t, i18n } = useTranslation('projectPublish');
  const locale = toLocale(i18n.language);
  const unlimited = Form.useWatch('unlimited', form) as boolean | undefined;
  const vpn = Form.useWatch('vpn', form) as boolean | undefined;

  const testnumberRule = {
    validator: async (_rule: unknown, value: unknown) => {
      if (src || form.getFieldValue('unlimited')) return;
      // The contract's rule: a whole multiple of 5 from 0 (spec 002 §5.2 "step 5").
      const result = testerCountSchema.safeParse(value ?? undefined);
      if (!result.success) throw new Error(translateValidation(result.error.issues[0]?.message ?? 'project.testnumber.required', locale));
    },
  };
  const vpnRule = (field: 'vpnUserName' | 'vpnPassword') => ({
    validator: async (_rule: unknown, value: unknown) => {
      if (form.getFieldValue('vpn') && !String(value ?? '').trim()) throw new Error(translateValidation(`project.${field}.required`, locale));
    },
  });

  return (
    <Form<TestersForm> form={form} name="publish-testers" layout="vertical" initialValues={initialValues} requiredMark onValuesChange={onValuesChange} className={styles.form}>
      <Form.Item label={t('fields.testnumber')} required>
        <Space wrap>
          <Form.Item name="testnumber" noStyle rules={[testnumberRule]} dependencies={['unlimited']}>
            <InputNumber min={TESTER_COUNT.min} max={TESTER_COUNT_MAX} step={TESTER_COUNT.step} precision={0} disabled={src || unlimited} aria-label={t('fields.testnumber')} data-testid="testnumber" />
          </Form.Item>
          <Form.Item name="unlimited" noStyle valuePropName="checked">
            <Checkbox disabled={src} data-testid="unlimited">
              {t('fields.unlimited')}
            </Checkbox>
          </Form.Item>
        </Space>
      </Form.Item>
      <Form.Item name="verifytype" label={t('fields.verifytype')} required>
        <Radio.Group options={([1, 0] as const).map((value) => ({ value, label: t(`options.verifytype.${value}`) }))} data-testid="verifytype" />
      </Form.Item>
      <Form.Item name="persontype" label={t('fields.persontype')} required>
        <Radio.Group
          disabled={src}
          options={(src ? ([0] as const) : ([1, 2] as const)).map((value) => ({ value, label: t(`options.persontype.${value}`) }))}
          data-testid="persontype"
        />
      </Form.Item>
      <Form.Item name="personlevel" label={t('fields.personlevel')} required>
        <Select disabled={src} style={{ maxWidth: 240 }} options={LEVELS.map((value) => ({ value, label: t(`options.personlevel.${value}` as 'options.personlevel.0') }))} data-testid="personlevel" />
      </Form.Item>
      <div className={styles.row}>
        <Form.Item name="bugAudit" label={t('fields.bugAudit')} valuePropName="checked" extra={src ? t('hints.srcDisabled') : undefined}>
          <Switch disabled={src} aria-label={t('fields.bugAudit')} data-testid="bugAudit" />
        </Form.Item>
        <Form.Item name="vpn" label={t('fields.vpn')} valuePropName="checked" extra={src ? t('hints.srcDisabled') : t('hints.vpn')}>
          <Switch disabled={src} aria-label={t('fields.vpn')} data-testid="vpn" />
        </Form.Item>
        <Form.Item name="smsAlert" label={t('fields.smsAlert')} valuePropName="checked">
          <Switch aria-label={t('fields.smsAlert')} />
        </Form.Item>
        <Form.Item name="retest" label={t('fields.retest')} valuePropName="checked">
          <Switch aria-label={t('fields.retest')} />
        </Form.Item>
      </div>
      {vpn && !src && (
        <div className={styles.row}>
          <Form.Item name="vpnUserName" label={t('fields.vpnUserName')} required rules={[vpnRule('vpnUserName')]} className={styles.grow}>
            <Input placeholder={t('placeholders.vpnUserName')} maxLength={PROJECT_TEXT_LIMITS.vpnUserName} autoComplete="off" />
          </Form.Item>
          <Form.Item name="vpnPassword" label={t('fields.vpnPassword')} required rules={[vpnRule('vpnPassword')]} className={styles.grow}>
            <Input.Password placeholder={t('placeholders.vpnPassword')} maxLength={PROJECT_TEXT_LIMITS.vpnPassword} autoComplete="new-password" />
          </Form.Item>
        </div>
      )}
    </Form>
  );
}
