import { Alert, App, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { BUG_FIELD_LIMITS, bugGradeLabels, confirmGradeBody, errorMessage, translateValidation, type BugDetail, type Locale } from '@wardline/contract';
import { holeLevelTagStyle } from '@/lib/hole-level-tag';
import { useLabels } from './format';

type Values = { grade?: string; content?: string };

/**
 * The company confirms the grade (spec 002 §2.4, §5.4): one of the project's levels or
 * `waitperfect`; a reason the hacker reads whenever it differs from triage's grade (from the
 * self-rated one when the project has no triage); final once confirmed, as the dialog warns.
 * An invalid dialog says "please fill in all info".
 */
export function ConfirmGradeDialog({ bug, open, pending, onSubmit, onCancel }: { bug: BugDetail; open: boolean; pending: boolean; onSubmit: (v: { grade: string; content: string }) => void; onCancel: () => void }) {
  const { t, i18n } = useTranslation('bugs');
  const locale: Locale = i18n.language === 'en' ? 'en' : 'zh';
  const { label } = useLabels();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const reference = bug.auditGrade?.code ?? bug.holegrade;
  const referenceName = bug.auditGrade?.name ?? bug.holeGradeName;

  const options = [
    ...bug.levels.map((level) => ({
      value: level.holeCode,
      label: (
        <span style={{ ...holeLevelTagStyle(level.color), padding: '0 6px', border: '1px solid', borderRadius: 4 }} data-testid="grade-option">
          {level.holeLevelName}
        </span>
      ),
    })),
    { value: 'waitperfect', label: <span data-testid="grade-option">{label(bugGradeLabels, 'waitperfect')}</span> },
  ];

  const schemaRule = (key: 'grade' | 'content') => ({
    validator: async (_: unknown, value: unknown) => {
      const parsed = confirmGradeBody.shape[key].safeParse(value ?? '');
      if (!parsed.success) throw new Error(translateValidation(parsed.error.issues[0]?.message ?? 'invalid', locale));
    },
  });
  const reasonRule = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: async (_: unknown, value: unknown) => {
      const grade = getFieldValue('grade');
      if (grade && grade !== reference && String(value ?? '').trim() === '') throw new Error(errorMessage('bugGradeReasonRequired', locale));
    },
  });

  const ok = () =>
    form.validateFields().then(
      (v) => onSubmit({ grade: v.grade ?? '', content: (v.content ?? '').trim() }),
      () => void message.error(t('confirmDialog.incomplete')),
    );

  return (
    <Modal
      open={open}
      title={t('confirmDialog.title')}
      okText={t('actions.confirm')}
      cancelText={t('actions.cancel')}
      okButtonProps={{ loading: pending, 'data-testid': 'confirm-dialog-ok' }}
      onOk={() => void ok()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={t('confirmDialog.final')} style={{ marginBottom: 12 }} data-testid="confirm-final-warning" />
      <p data-testid="confirm-reference">{t('confirmDialog.auditGrade', { grade: referenceName })}</p>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="grade" label={t('confirmDialog.grade')} rules={[schemaRule('grade')]}>
          <Select options={options} placeholder={t('confirmDialog.gradePlaceholder')} data-testid="confirm-grade" />
        </Form.Item>
        <Form.Item name="content" label={t('confirmDialog.content')} dependencies={['grade']} rules={[schemaRule('content'), reasonRule]}>
          <Input.TextArea rows={4} maxLength={BUG_FIELD_LIMITS.confirmContent} showCount placeholder={t('confirmDialog.contentPlaceholder')} data-testid="confirm-content" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
