import { useRef, useState } from 'react';
import { App, Button, Form, Steps } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PUBLISH_WIZARD_STEPS, translateValidation, type FieldError, type ProjectType } from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { showServerFieldErrors, toLocale } from '@/lib/form-rules';
import { refusalDraftId, usePublishProject } from './api/publish-calls';
import { StepBasic, type BasicForm } from './steps/step-basic';
import { StepCost, type CostForm } from './steps/step-cost';
import { StepResult, type PublishOutcome } from './steps/step-result';
import { StepTesters, type TestersForm } from './steps/step-testers';
import { DEFAULT_TEST_RULES } from './templates';
import { emptyValues, localDraft, STEP_ONE_FIELDS, withSrcRestrictions, type HoleLevelRow, type WizardValues } from './wizard-values';
import styles from './publish.module.css';

/** Publish (optionally from a kept draft) or edit one project. */
export type WizardMode = { kind: 'publish'; owner: string; draftId?: string } | { kind: 'edit'; projectId: string; draftId?: string };

const TESTER_FIELDS = ['testnumber', 'verifytype', 'persontype', 'personlevel', 'bugAudit', 'vpn', 'vpnUserName', 'vpnPassword', 'smsnotice', 'retest'];
const BASIC_FIELDS = [...STEP_ONE_FIELDS, 'dates', 'startime', 'endtime', 'rewardtype'];

type Props = {
  mode: WizardMode;
  initial: WizardValues;
  initialStep?: number;
  /** The default levels of `/bug/template`, for a type change or a fresh form. */
  templateLevels: HoleLevelRow[];
  companyType: number | null;
};

const toBasic = (v: WizardValues): BasicForm => ({
  companyname: v.companyname,
  projectype: v.projectype,
  projectSubType: v.projectSubType,
  projectname: v.projectname,
  dates: v.startime && v.endtime ? [dayjs(v.startime), dayjs(v.endtime)] : null,
  rewardpool: v.rewardpool,
  hiderewardpool: v.hiderewardpool,
  privatemode: v.privatemode,
  currency: v.currency,
  projectintroduce: v.projectintroduce,
  testrule: v.testrule,
  testrange: v.testrange,
  authorfile: v.authorfile,
  holeList: v.holeList,
});

function fromBasic(form: BasicForm): Partial<WizardValues> {
  const { dates, ...rest } = form;
  return { ...(rest as Partial<WizardValues>), startime: dates?.[0]?.toISOString() ?? null, endtime: dates?.[1]?.toISOString() ?? null };
}

const toTesters = (v: WizardValues): TestersForm => ({
  testnumber: v.testnumber,
  unlimited: v.testnumber === null,
  verifytype: v.verifytype,
  persontype: v.persontype,
  personlevel: v.personlevel,
  bugAudit: v.bugAudit,
  vpn: v.vpn,
  vpnUserName: v.vpnUserName,
  vpnPassword: v.vpnPassword,
  smsAlert: v.smsAlert,
  retest: v.retest,
});

function fromTesters({ unlimited, ...form }: TestersForm): Partial<WizardValues> {
  return { ...form, testnumber: unlimited ? null : form.testnumber };
}

/**
 * The four steps of spec 002 §2.1: forward only after the step validates, back keeps
 * everything; in publish mode the whole form is kept in local storage between steps (per
 * account) and cleared once published or reset.
 */
export function PublishWizard({ mode, initial, initialStep = 0, templateLevels, companyType }: Props) {
  const { t, i18n } = useTranslation('projectPublish');
  const locale = toLocale(i18n.language);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [basicForm] = Form.useForm<BasicForm>();
  const [testersForm] = Form.useForm<TestersForm>();
  const [costForm] = Form.useForm<CostForm>();
  const [step, setStep] = useState(initialStep);
  const [outcome, setOutcome] = useState<PublishOutcome | null>(null);
  const values = useRef<WizardValues>(initial);
  const [, rerender] = useState(0);
  const publish = usePublishProject();
  // The draft the server keeps of this form: sent with the next publish, which then replaces it.
  const [draftId, setDraftId] = useState(mode.draftId);
  const [serverFields, setServerFields] = useState<FieldError[]>([]);
  const src = values.current.projectype === 'SecurityResponse';

  const keep = (next: WizardValues, atStep = step) => {
    values.current = withSrcRestrictions(next);
    if (mode.kind === 'publish') localDraft.write(mode.owner, atStep, values.current);
    rerender((n) => n + 1);
  };
  const collect = (): WizardValues => {
    const current = { ...values.current };
    if (step === 0) Object.assign(current, fromBasic(basicForm.getFieldsValue(true) as BasicForm));
    if (step === 1) Object.assign(current, fromTesters(testersForm.getFieldsValue(true) as TestersForm));
    if (step === 2) Object.assign(current, { agree: Boolean(costForm.getFieldValue('agree')) });
    return current;
  };
  const onValuesChange = () => {
    if (mode.kind === 'publish') localDraft.write(mode.owner, step, withSrcRestrictions(collect()));
  };

  // Spec 002 §2.1: changing the type clears most of step 1; the SRC's fixed values of §4 follow.
  const onTypeChange = (type: ProjectType) => {
    const fresh = emptyValues(type, DEFAULT_TEST_RULES[locale], templateLevels);
    basicForm.resetFields();
    basicForm.setFieldsValue(toBasic(fresh));
    const stepOne = Object.fromEntries(STEP_ONE_FIELDS.map((field) => [field, fresh[field]]));
    keep({ ...values.current, ...stepOne, ...toTestersDefaults(values.current, fresh) });
  };

  const validateStep = async (): Promise<boolean> => {
    const form = step === 0 ? basicForm : step === 1 ? testersForm : costForm;
    try {
      await (form as typeof basicForm).validateFields();
      return true;
    } catch {
      void message.error(translateValidation('project.incomplete', locale));
      return false;
    }
  };

  const next = async () => {
    if (!(await validateStep())) return;
    keep(collect(), step + 1);
    setStep(step + 1);
  };
  const previous = () => {
    keep(collect(), step - 1);
    setStep(step - 1);
  };
  const submit = async () => {
    if (!(await validateStep())) return;
    const all = withSrcRestrictions(collect());
    keep(all);
    publish.mutate(
      { values: all, projectId: mode.kind === 'edit' ? mode.projectId : undefined, draftId },
      {
        onSuccess: (id) => {
          if (mode.kind === 'publish') localDraft.clear();
          setOutcome({ ok: true, id, updated: mode.kind === 'edit' });
          setStep(3);
        },
        onError: (error) => {
          const kept = refusalDraftId(error);
          if (kept) setDraftId(kept);
          setServerFields(error instanceof ApiError ? error.fields : []);
          setOutcome({ ok: false, message: error instanceof ApiError && error.message ? error.message : t('result.failedTitle'), draftKept: kept !== null });
          setStep(3);
        },
      },
    );
  };
  // "Previous" after a refusal: back to the step holding the first field the server named, shown on it.
  const backFromFailure = () => {
    const names = serverFields.map((f) => f.field.split('.')[0] ?? f.field);
    const target = names.some((n) => BASIC_FIELDS.includes(n)) ? 0 : names.some((n) => TESTER_FIELDS.includes(n)) ? 1 : 2;
    setStep(target);
    const form = target === 0 ? basicForm : target === 1 ? testersForm : null;
    if (form) {
      const fields = serverFields.map((f) => (f.field === 'startime' || f.field === 'endtime' ? { ...f, field: 'dates' } : f));
      setTimeout(() => showServerFieldErrors(form as typeof basicForm, fields, target === 0 ? BASIC_FIELDS : TESTER_FIELDS, { smsnotice: 'smsAlert', rewardtype: 'currency' }), 0);
    }
  };
  const startOver = () => {
    localDraft.clear();
    setDraftId(undefined);
    setServerFields([]);
    const fresh = emptyValues('bugbounty', DEFAULT_TEST_RULES[locale], templateLevels);
    values.current = fresh;
    basicForm.resetFields();
    basicForm.setFieldsValue(toBasic(fresh));
    testersForm.setFieldsValue(toTesters(fresh));
    costForm.setFieldsValue({ agree: false });
    setOutcome(null);
    setStep(0);
    if (mode.kind === 'edit' || mode.draftId) navigate('/company/publishProject');
  };

  const v = values.current;
  return (
    <>
      <Steps className={styles.steps} current={step} items={PUBLISH_WIZARD_STEPS.map((key) => ({ title: t(`steps.${key}`) }))} data-testid="publish-steps" />
      {step === 0 && <StepBasic form={basicForm} initialValues={toBasic(v)} typeLocked={mode.kind === 'edit'} onTypeChange={onTypeChange} onValuesChange={onValuesChange} />}
      {step === 1 && <StepTesters form={testersForm} initialValues={toTesters(v)} src={src} onValuesChange={onValuesChange} />}
      {step === 2 && (
        <StepCost form={costForm} initialValues={{ agree: v.agree }} pool={v.rewardpool} currency={v.currency} src={src} companyType={companyType} onValuesChange={onValuesChange} />
      )}
      {step === 3 && outcome && <StepResult outcome={outcome} onPrevious={backFromFailure} onContinue={startOver} />}
      {step < 3 && (
        <div className={styles.actions}>
          {step > 0 && (
            <Button onClick={previous} data-testid="wizard-previous">
              {t('actions.previous')}
            </Button>
          )}
          {step < 2 && (
            <Button type="primary" onClick={() => void next()} data-testid="wizard-next">
              {t('actions.next')}
            </Button>
          )}
          {step === 2 && (
            <Button type="primary" loading={publish.isPending} onClick={() => void submit()} data-testid="wizard-publish">
              {mode.kind === 'edit' ? t('actions.update') : t('actions.publish')}
            </Button>
          )}
        </div>
      )}
    </>
  );
}

/** Leaving SRC for bug bounty brings back the bug bounty defaults of step 2 (30 testers, triage on, real-name). */
function toTestersDefaults(previous: WizardValues, fresh: WizardValues): Partial<WizardValues> {
  if (previous.projectype !== 'SecurityResponse' || fresh.projectype === 'SecurityResponse') return {};
  return { testnumber: fresh.testnumber, persontype: fresh.persontype, bugAudit: fresh.bugAudit, personlevel: fresh.personlevel };
}
