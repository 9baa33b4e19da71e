import { useState } from 'react';
import { Alert, App, Form, Input, Modal, Select } from 'antd';
import {
  ADMIN_REASON_MAX,
  adminAcceptBugBody,
  adminRepeatBugBody,
  bugGradeLabels,
  enumLabel,
  errorCatalog,
  reasonSchema,
  type AdminBugDetail,
} from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { schemaRule, showServerFieldErrors, toLocale } from '@/lib/form-rules';
import { useAdminT } from '../i18n';
import { useDecideBug, type BugDecision } from './api';

/** The buttons of the review drawer: each opens this dialog; the two retest results are one call with `passed`. */
export const BUG_DECISIONS = ['accept', 'markRepeat', 'ignore', 'refuse', 'turnBack', 'arbitrate', 'recheckPass', 'recheckRestore'] as const;
export type BugDecisionKind = (typeof BUG_DECISIONS)[number];

type Values = { grade?: string; duplicateOf?: string; reason: string };

const needsGrade = (kind: BugDecisionKind) => kind === 'accept' || kind === 'arbitrate';
const DANGER: readonly BugDecisionKind[] = ['ignore', 'refuse', 'markRepeat', 'recheckRestore'];

function toDecision(kind: BugDecisionKind, v: Values): BugDecision {
  const reason = v.reason.trim();
  switch (kind) {
    case 'accept':
    case 'arbitrate':
      return { action: kind, grade: v.grade ?? '', reason };
    case 'markRepeat':
      return { action: 'markRepeat', duplicateOf: (v.duplicateOf ?? '').trim(), reason };
    case 'recheckPass':
    case 'recheckRestore':
      return { action: 'recheckResult', passed: kind === 'recheckPass', reason };
    default:
      return { action: kind, reason };
  }
}

/**
 * One decision on a report, with the reason the hacker reads (BRIEF §4 "Reasons and
 * records"): the form checks the contract's rules before sending, a refusal naming a field
 * lands on it, and a 409 (someone decided first) is handed to the drawer, which says so and
 * shows the report as it now is.
 */
export function BugDecisionDialog({
  kind,
  report,
  onClose,
  onConflict,
}: {
  kind: BugDecisionKind;
  report: AdminBugDetail;
  onClose: () => void;
  onConflict: (message: string) => void;
}) {
  const { t, i18n } = useAdminT();
  const locale = toLocale(i18n.language);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const decide = useDecideBug(report);
  const [busy, setBusy] = useState(false);

  // Triage grades from the project's levels; arbitration may also decide the report did not pass.
  const gradeOptions = [
    ...report.levels.map((l) => ({ value: l.holeCode, label: t('bugs.decide.gradeOption', { name: l.holeLevelName, money: l.holeMoney }) })),
    ...(kind === 'arbitrate' ? [{ value: 'waitperfect', label: enumLabel(bugGradeLabels, 'waitperfect', locale) }] : []),
  ];

  const submit = async () => {
    const values = await form.validateFields();
    setBusy(true);
    try {
      await decide.mutateAsync(toDecision(kind, values));
      void message.success(t(`bugs.decide.${kind}.done`));
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) return void message.error(String(error));
      if (error.status === 409) {
        onConflict(error.message);
        onClose();
        return;
      }
      if (error.errcode === errorCatalog.bugDuplicateUnknown.errcode) return form.setFields([{ name: 'duplicateOf', errors: [error.message] }]);
      if (error.errcode === errorCatalog.bugGradeUnknown.errcode) return form.setFields([{ name: 'grade', errors: [error.message] }]);
      if (!showServerFieldErrors(form, error.fields, ['grade', 'duplicateOf', 'reason'])) void message.error(error.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t(`bugs.decide.${kind}.title`, { number: report.holenumber })}
      okText={t(`bugs.decide.${kind}.ok`)}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: DANGER.includes(kind), 'data-testid': 'bug-decision-ok' } as { danger: boolean }}
      onOk={() => submit().catch(() => undefined)}
      onCancel={onClose}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Alert type={DANGER.includes(kind) ? 'warning' : 'info'} showIcon title={t(`bugs.decide.${kind}.effect`)} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" requiredMark>
        {needsGrade(kind) && (
          <Form.Item name="grade" label={t(kind === 'arbitrate' ? 'bugs.decide.finalGrade' : 'bugs.decide.auditGrade')} rules={[schemaRule(adminAcceptBugBody.shape.grade, locale)]} required>
            <Select options={gradeOptions} placeholder={t('bugs.decide.gradePlaceholder')} data-testid="bug-decision-grade" />
          </Form.Item>
        )}
        {kind === 'markRepeat' && (
          <Form.Item name="duplicateOf" label={t('bugs.decide.duplicateOf')} extra={t('bugs.decide.duplicateOfHint')} rules={[schemaRule(adminRepeatBugBody.shape.duplicateOf, locale)]} required>
            <Input maxLength={40} placeholder={t('bugs.decide.duplicateOfPlaceholder')} autoComplete="off" />
          </Form.Item>
        )}
        <Form.Item
          name="reason"
          label={t(kind === 'arbitrate' ? 'bugs.decide.decision' : 'bugs.decide.reason')}
          extra={t(kind === 'arbitrate' ? 'bugs.decide.decisionReaders' : 'bugs.decide.reasonReaders')}
          rules={[schemaRule(reasonSchema, locale)]}
          required
        >
          <Input.TextArea rows={4} maxLength={ADMIN_REASON_MAX} showCount placeholder={t('bugs.decide.reasonPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
