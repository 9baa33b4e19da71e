import { useState } from 'react';
import { Alert, App, Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  BUG_FIELD_LIMITS,
  EDITOR_LIMITS,
  bugFields,
  imageCodeSchema,
  perfectBugBody,
  richTextIsEmpty,
  submitBugBody,
  translateValidation,
  type BugCategoryView,
  type BugReceipt,
  type HoleLevelView,
  type PerfectBugBody,
  type SubmitBugBody,
} from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { schemaRule, showServerFieldErrors, toLocale, trimOnBlur } from '@/lib/form-rules';
import { useSession } from '@/lib/use-session';
import { holeLevelTagStyle } from '@/lib/hole-level-tag';
import { RichTextEditor } from '@/components/rich-text-editor';
import { CaptchaField } from '@/components/verification';
import { fetchRepairTemplate, useSendReport } from './api';
import { draftKey, readDraft } from './bug-draft';
import { CvssField, CvssScore } from './cvss-field';
import { formatClock } from './format-time';
import { draftPart, FORM_FIELDS, type ReportValues } from './report-values';
import { UrlPreview } from './url-preview';
import { useAutosave } from './use-autosave';
import { useCheckCode } from './use-check-code';
import styles from './submit.module.css';

const FIELDS = bugFields.shape;

type Props = {
  mode: 'submit' | 'update';
  projectId: string;
  bugId: string | null;
  /** Where the form starts when no draft is kept: empty, or the report being updated. */
  initial: ReportValues;
  /** Why the report cannot be sent now (the submit button is disabled with it), or null. */
  blocked: string | null;
  levels: HoleLevelView[] | undefined;
  categories: BugCategoryView[] | undefined;
  onSent: (receipt: BugReceipt) => void;
};

function cweLabel(cwe: string): string {
  return /^cwe-/i.test(cwe) ? cwe.toUpperCase() : `CWE-${cwe}`;
}

/** The types grouped as the taxonomy groups them, each named with its CWE id. */
function categoryOptions(categories: BugCategoryView[]) {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const c of categories) {
    const items = groups.get(c.group) ?? [];
    items.push({ value: c.id, label: c.cwe ? `${c.name} · ${cweLabel(c.cwe)}` : c.name });
    groups.set(c.group, items);
  }
  return [...groups].map(([group, options]) => ({ label: group, title: group, options }));
}

/**
 * The report's fields (spec 001 §5, 002 §5.5): every required field marked and checked by the
 * contract's own schema with its message; a draft kept every 15 s; the check code renewed after
 * a refusal. Sends the parsed body, so the server receives the normalised URL it will store.
 */
export function ReportForm({ mode, projectId, bugId, initial, blocked, levels, categories, onSent }: Props) {
  const { t, i18n } = useTranslation('bugSubmit');
  const locale = toLocale(i18n.language);
  const { message, modal } = App.useApp();
  const owner = useSession().username ?? '';
  const [form] = Form.useForm<ReportValues>();
  const key = draftKey(projectId, bugId);
  const [restored, setRestored] = useState(() => readDraft(key, owner));
  const [startValues] = useState<ReportValues>(() => (restored ? { ...initial, ...draftPart(restored.values), photoCode: '' } : initial));
  const autosave = useAutosave({ key, owner, read: () => form.getFieldsValue(true) as ReportValues, baseline: startValues });
  const checkCode = useCheckCode(() => form.setFieldValue('photoCode', ''));
  const send = useSendReport();
  const [incomplete, setIncomplete] = useState(false);
  const [templateLoading, setTemplateLoading] = useState(false);
  const cvss = Form.useWatch('cvssVector', form);
  const rule = (field: keyof typeof FIELDS) => schemaRule(FIELDS[field], locale);

  const warnIncomplete = () => {
    setIncomplete(true);
    void message.warning(translateValidation('bug.incomplete', locale));
  };

  const submit = () => {
    const values = form.getFieldsValue(true) as ReportValues;
    const raw = { ...draftPart(values), projectid: projectId, id: bugId ?? undefined, photoCode: values.photoCode, code: checkCode.captcha.token };
    const parsed = mode === 'submit' ? submitBugBody.safeParse(raw) : perfectBugBody.safeParse(raw);
    if (!parsed.success) {
      warnIncomplete();
      return;
    }
    setIncomplete(false);
    send.mutate(mode === 'submit' ? { mode, body: parsed.data as SubmitBugBody } : { mode, body: parsed.data as PerfectBugBody }, {
      onSuccess: (receipt) => {
        autosave.clear({});
        onSent(receipt);
      },
      onError: (error) => {
        const err = error instanceof ApiError ? error : null;
        showServerFieldErrors(form, err?.fields ?? [], FORM_FIELDS);
        void message.error(err?.message || t('submit.submitFailed'));
        // Spec 001 §8: a refused submit spends the check code; a fresh one, with an empty answer.
        checkCode.renew();
      },
    });
  };

  const fillTemplate = async () => {
    const type = form.getFieldValue('bugtype') as string | undefined;
    if (!type) {
      form.setFields([{ name: 'bugtype', errors: [t('submit.templateNeedsType')] }]);
      return;
    }
    const apply = async () => {
      setTemplateLoading(true);
      try {
        form.setFieldValue('repairpropose', await fetchRepairTemplate(type));
        void form.validateFields(['repairpropose']).catch(() => undefined);
      } catch (error) {
        void message.error(error instanceof ApiError && error.message ? error.message : t('submit.templateFailed'));
      } finally {
        setTemplateLoading(false);
      }
    };
    const current = String(form.getFieldValue('repairpropose') ?? '');
    if (richTextIsEmpty(current)) {
      await apply();
      return;
    }
    modal.confirm({ title: t('submit.templateReplace.title'), content: t('submit.templateReplace.body'), okText: t('submit.templateReplace.ok'), cancelText: t('submit.templateReplace.cancel'), onOk: apply });
  };

  const discardDraft = () =>
    modal.confirm({
      title: t('submit.draft.discardTitle'),
      content: t('submit.draft.discardBody'),
      okText: t('submit.draft.discardOk'),
      cancelText: t('submit.draft.cancel'),
      onOk: () => {
        form.setFieldsValue({ ...initial, photoCode: '' });
        autosave.clear(initial);
        setRestored(null);
      },
    });

  const draftNote = autosave.savedAt !== null ? t('submit.draft.savedAt', { time: formatClock(autosave.savedAt) }) : restored ? t('submit.draft.restored', { time: formatClock(restored.savedAt) }) : null;

  return (
    <Form<ReportValues> form={form} layout="vertical" initialValues={startValues} validateTrigger="onBlur" requiredMark onFinish={submit} onFinishFailed={warnIncomplete} className={styles.form}>
      <p className={styles.required}>{t('submit.required')}</p>
      <Form.Item name="holetitle" label={t('submit.fields.holetitle')} required rules={[rule('holetitle')]}>
        <Input placeholder={t('submit.placeholders.holetitle')} maxLength={BUG_FIELD_LIMITS.holetitle} showCount onBlur={trimOnBlur(form, 'holetitle')} data-testid="holetitle" />
      </Form.Item>
      <Form.Item label={t('submit.fields.holeCode')} required htmlFor="holeCode">
        <div className={styles.gradeRow}>
          <Form.Item name="holeCode" noStyle rules={[rule('holeCode')]} validateTrigger={['onBlur', 'onChange']}>
            <Select
              id="holeCode"
              className={styles.gradeSelect}
              placeholder={t('submit.placeholders.holeCode')}
              loading={levels === undefined}
              options={(levels ?? []).map((level) => ({
                value: level.holeCode,
                title: level.holeLevelName,
                label: (
                  <span className={styles.level} style={holeLevelTagStyle(level.color)}>
                    {level.holeLevelName}
                  </span>
                ),
              }))}
              data-testid="holeCode"
            />
          </Form.Item>
          <CvssScore vector={cvss} />
        </div>
      </Form.Item>
      <Form.Item name="cvssVector" label={t('submit.fields.cvssVector')} rules={[rule('cvssVector')]}>
        <CvssField />
      </Form.Item>
      <Form.Item name="judgeBasis" label={t('submit.fields.judgeBasis')} required rules={[rule('judgeBasis')]}>
        <Input.TextArea rows={3} placeholder={t('submit.placeholders.judgeBasis')} maxLength={BUG_FIELD_LIMITS.judgeBasis} onBlur={trimOnBlur(form, 'judgeBasis')} data-testid="judgeBasis" />
      </Form.Item>
      <Form.Item name="bugtype" label={t('submit.fields.bugtype')} required rules={[rule('bugtype')]} validateTrigger={['onBlur', 'onChange']}>
        <Select
          id="bugtype"
          placeholder={t('submit.placeholders.bugtype')}
          loading={categories === undefined}
          showSearch={{ optionFilterProp: 'label' }}
          options={categoryOptions(categories ?? [])}
          data-testid="bugtype"
        />
      </Form.Item>
      <Form.Item name="holeurl" label={t('submit.fields.holeurl')} required rules={[rule('holeurl')]} extra={<UrlPreview form={form} />}>
        <Input placeholder={t('submit.placeholders.holeurl')} maxLength={BUG_FIELD_LIMITS.holeurl} inputMode="url" onBlur={trimOnBlur(form, 'holeurl')} data-testid="holeurl" />
      </Form.Item>
      <Form.Item name="holedescribe" label={t('submit.fields.holedescribe')} required rules={[rule('holedescribe')]}>
        <Input.TextArea rows={3} placeholder={t('submit.placeholders.holedescribe')} maxLength={BUG_FIELD_LIMITS.judgeBasis} onBlur={trimOnBlur(form, 'holedescribe')} data-testid="holedescribe" />
      </Form.Item>
      <Form.Item name="holedanger" label={t('submit.fields.holedanger')} required rules={[rule('holedanger')]}>
        <Input.TextArea rows={3} placeholder={t('submit.placeholders.holedanger')} maxLength={BUG_FIELD_LIMITS.judgeBasis} onBlur={trimOnBlur(form, 'holedanger')} data-testid="holedanger" />
      </Form.Item>
      <Form.Item name="holedetail" label={t('submit.fields.holedetail')} required rules={[rule('holedetail')]} validateTrigger="onChange" extra={t('submit.hints.holedetail')} htmlFor="holedetail">
        <RichTextEditor id="holedetail" ariaLabel={t('submit.fields.holedetail')} limits={EDITOR_LIMITS} toolset="report" />
      </Form.Item>
      <Form.Item label={t('submit.fields.repairpropose')} required htmlFor="repairpropose">
        <div className={styles.templateRow}>
          <Button size="small" onClick={() => void fillTemplate()} loading={templateLoading} data-testid="fill-template">
            {t('submit.fillTemplate')}
          </Button>
        </div>
        <Form.Item name="repairpropose" noStyle rules={[rule('repairpropose')]} validateTrigger="onChange">
          <RichTextEditor id="repairpropose" ariaLabel={t('submit.fields.repairpropose')} limits={EDITOR_LIMITS} toolset="report" />
        </Form.Item>
      </Form.Item>
      <CaptchaField name="photoCode" label={t('submit.fields.photoCode')} placeholder={t('submit.placeholders.photoCode')} captcha={checkCode.captcha} rules={[schemaRule(imageCodeSchema, locale)]} required id="photoCode" testId="photoCode" />
      {incomplete && <Alert type="warning" showIcon className={styles.incomplete} title={translateValidation('bug.incomplete', locale)} data-testid="form-incomplete" />}
      <div className={styles.actions}>
        <Button type="primary" htmlType="submit" size="large" disabled={blocked !== null} loading={send.isPending} data-testid="submit-report">
          {mode === 'update' ? t('submit.actions.update') : t('submit.actions.submit')}
        </Button>
        {blocked && (
          <span className={styles.blocked} role="note" data-testid="submit-hint">
            {blocked}
          </span>
        )}
        {draftNote && (
          <span className={styles.draft} aria-live="polite" data-testid="draft-note">
            {draftNote}
            <Button type="link" size="small" onClick={discardDraft} data-testid="discard-draft">
              {t('submit.draft.discard')}
            </Button>
          </span>
        )}
      </div>
    </Form>
  );
}
