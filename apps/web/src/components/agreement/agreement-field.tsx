import { Form, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { AgreementConsent } from './agreement-consent';
import styles from './agreement.module.css';

type Props = {
  /** Prefix of the test ids: `${p}agree`, `${p}agreement-open`, `${p}agreement-accept` (registration uses none). */
  testIdPrefix?: string;
};

/** The agreement checkbox (field `agree`) as an item of an Ant Design form: the third-party completion screens. */
export function AgreementField({ testIdPrefix = '' }: Props) {
  const { t } = useTranslation('agreement');
  const rule: FormRule = {
    validator: async (_rule, value: unknown) => {
      if (value !== true) throw new Error(t('required'));
    },
  };
  return (
    <Form.Item name="agree" valuePropName="checked" rules={[rule]} validateTrigger="onChange" className={styles.field}>
      <AgreementConsent testIdPrefix={testIdPrefix} />
    </Form.Item>
  );
}
