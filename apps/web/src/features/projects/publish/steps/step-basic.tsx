import { Alert, DatePicker, Form, Input, Radio, Select, Switch, type FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import {
  currencyLabels,
  CURRENCIES,
  enumLabel,
  parseYuan,
  PROJECT_SUB_TYPES,
  PROJECT_TEXT_LIMITS,
  projectPublishBody,
  projectSubTypeLabels,
  projectTypeLabels,
  PROJECT_TYPES,
  rewardPoolSchema,
  translateValidation,
  type ProjectType,
} from '@wardline/contract';
import { schemaRule, toLocale, trimOnBlur } from '@/lib/form-rules';
import { AuthorizationUpload } from '../components/authorization-upload';
import { HoleLevelList } from '../components/hole-level-list';
import { dateProblem, isPastDay, pastTimeOf } from '../project-dates';
import styles from '../publish.module.css';

/** The publish call's own field schemas: the browser refuses exactly what the server refuses, with its messages. */
const FIELDS = projectPublishBody.in.shape;

/** Step 1's form values: the period as two pickers' values. */
export type BasicForm = Record<string, unknown> & { dates?: [Dayjs | null, Dayjs | null] | null };

type Props = {
  form: FormInstance<BasicForm>;
  initialValues: BasicForm;
  /** Edit mode keeps the type the project was published with. */
  typeLocked: boolean;
  onTypeChange: (type: ProjectType) => void;
  onValuesChange: () => void;
};

/** Step 1, basic information (spec 002 §5.1: every field required). */
export function StepBasic({ form, initialValues, typeLocked, onTypeChange, onValuesChange }: Props) {
  const { t, i18n } = useTranslation('projectPublish');
  const locale = toLocale(i18n.language);
  const type = Form.useWatch('projectype', form) as ProjectType | undefined;
  const pool = Form.useWatch('rewardpool', form) as string | undefined;
  const src = type === 'SecurityResponse';
  const poolFen = src ? 0 : (parseYuan(String(pool ?? '')) ?? 0);
  const rule = (field: 'companyname' | 'projectname' | 'projectintroduce' | 'testrule' | 'testrange' | 'authorfile' | 'projectSubType') => schemaRule(FIELDS[field], locale);

  const periodRule = {
    validator: async (_rule: unknown, dates: BasicForm['dates']) => {
      const problem = dateProblem(dates?.[0], dates?.[1], src);
      if (problem) throw new Error(translateValidation(problem, locale));
    },
  };
  const holeRule = {
    validator: async (_rule: unknown, levels: { holeMoney: string; weight: number }[] | undefined) => {
      if (!levels?.length) throw new Error(translateValidation('holeLevel.atLeastOne', locale));
      if (levels.some((level) => (parseYuan(level.holeMoney) ?? 0) > poolFen)) throw new Error(translateValidation('holeLevel.money.range', locale));
    },
  };

  return (
    <Form<BasicForm>
      form={form}
      name="publish-basic"
      layout="vertical"
      initialValues={initialValues}
      validateTrigger="onBlur"
      requiredMark
      onValuesChange={onValuesChange}
      className={styles.form}
    >
      <Form.Item name="companyname" label={t('fields.companyname')} required rules={[rule('companyname')]}>
        <Input placeholder={t('placeholders.companyname')} maxLength={PROJECT_TEXT_LIMITS.companyname} onBlur={trimOnBlur(form, 'companyname')} />
      </Form.Item>
      <Form.Item name="projectype" label={t('fields.projectype')} required extra={typeLocked ? undefined : t('hints.type')} rules={[{ required: true, message: translateValidation('project.projectype.required', locale) }]}>
        <Radio.Group
          disabled={typeLocked}
          onChange={(e) => onTypeChange(e.target.value as ProjectType)}
          options={PROJECT_TYPES.map((value) => ({ value, label: enumLabel(projectTypeLabels, value, locale) }))}
          data-testid="projectype"
        />
      </Form.Item>
      {src && <Alert className={styles.notice} type="info" showIcon title={t('hints.src')} data-testid="src-notice" />}
      <Form.Item name="projectSubType" label={t('fields.projectSubType')} required rules={[rule('projectSubType')]}>
        <Select style={{ maxWidth: 320 }} options={PROJECT_SUB_TYPES.map((value) => ({ value, label: enumLabel(projectSubTypeLabels, value, locale) }))} data-testid="projectSubType" />
      </Form.Item>
      <Form.Item name="projectname" label={t('fields.projectname')} required rules={[rule('projectname')]}>
        <Input placeholder={t('placeholders.projectname')} maxLength={PROJECT_TEXT_LIMITS.projectname} onBlur={trimOnBlur(form, 'projectname')} />
      </Form.Item>
      <Form.Item name="dates" label={t('fields.dates')} required rules={[periodRule]} validateTrigger="onChange">
        <DatePicker.RangePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          placeholder={[t('placeholders.start'), t('placeholders.end')]}
          disabledDate={(day) => isPastDay(day)}
          disabledTime={(day) => pastTimeOf(day)}
          style={{ width: '100%' }}
          data-testid="project-dates"
        />
      </Form.Item>
      <div className={styles.row}>
        <Form.Item name="rewardpool" label={t('fields.rewardpool')} required rules={[schemaRule(rewardPoolSchema, locale)]} className={styles.grow}>
          <Input inputMode="decimal" placeholder={t('placeholders.rewardpool')} disabled={src} data-testid="rewardpool" onBlur={() => void form.validateFields(['holeList']).catch(() => undefined)} />
        </Form.Item>
        <Form.Item name="currency" label={t('fields.currency')} required>
          <Radio.Group disabled={src} options={CURRENCIES.map((value) => ({ value, label: enumLabel(currencyLabels, value, locale) }))} />
        </Form.Item>
      </div>
      <div className={styles.row}>
        <Form.Item name="hiderewardpool" label={t('fields.hiderewardpool')} valuePropName="checked" extra={src ? t('hints.srcDisabled') : t('hints.hiderewardpool')}>
          <Switch disabled={src} aria-label={t('fields.hiderewardpool')} />
        </Form.Item>
        <Form.Item name="privatemode" label={t('fields.privatemode')} valuePropName="checked" extra={src ? t('hints.srcDisabled') : t('hints.privatemode')}>
          <Switch disabled={src} aria-label={t('fields.privatemode')} />
        </Form.Item>
      </div>
      <Form.Item name="projectintroduce" label={t('fields.projectintroduce')} required rules={[rule('projectintroduce')]}>
        <Input.TextArea rows={4} maxLength={PROJECT_TEXT_LIMITS.projectintroduce} showCount placeholder={t('placeholders.projectintroduce')} />
      </Form.Item>
      <Form.Item name="testrule" label={t('fields.testrule')} required rules={[rule('testrule')]}>
        <Input.TextArea rows={10} maxLength={PROJECT_TEXT_LIMITS.testrule} data-testid="testrule" />
      </Form.Item>
      <Form.Item name="testrange" label={t('fields.testrange')} required rules={[rule('testrange')]}>
        <Input.TextArea rows={4} maxLength={PROJECT_TEXT_LIMITS.testrange} placeholder={t('placeholders.testrange')} />
      </Form.Item>
      <Form.Item name="authorfile" label={t('fields.authorfile')} required rules={[rule('authorfile')]} validateTrigger="onChange" extra={t('hints.authorfile')}>
        <AuthorizationUpload />
      </Form.Item>
      <Form.Item name="holeList" label={t('fields.holeList')} required rules={[holeRule]} validateTrigger="onChange">
        <HoleLevelList poolFen={poolFen} noReward={src} />
      </Form.Item>
    </Form>
  );
}
