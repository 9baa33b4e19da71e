import { useState } from 'react';
import { App, Button, Checkbox, Descriptions, Form, Input, Select, Upload, type UploadFile } from 'antd';
import {
  checkUpload,
  checkUploadCount,
  richTextIsEmpty,
  translateValidation,
  trustedAuthFieldLabels,
  trustedAuthMaterialsBody,
  TRUSTED_AUTH_FIELDS,
  TRUSTED_AUTH_LIMITS,
  UPLOAD_RULES,
  acceptAttribute,
  type TrustedAuthBankInfo,
  type TrustedAuthMaterials,
  type TrustedAuthMaterialsBody,
} from '@wardline/contract';
import { RichTextEditor } from '@/components/rich-text-editor';
import { ApiError } from '@/lib/api-client';
import { schemaRule, showServerFieldErrors, toLocale } from '@/lib/form-rules';
import { uploadPrivateFile } from '@/lib/uploads';
import { useSaveMaterials } from '../api/trusted-auth-calls';
import { useTrustedAuthT } from '../i18n';

type Values = { recommendName: string; address: string; fieldList: number[]; achievementList: string[]; abilityIntroduction: string };
const FIELDS = ['recommendName', 'address', 'fieldList', 'achievementList', 'abilityIntroduction', 'filePathList'];
const PROOF = UPLOAD_RULES.proofFile;
const EDITOR_LIMITS = { maxImages: 1, maxImageBytes: UPLOAD_RULES.editorImage.maxBytes, uploadTimeoutMs: 180_000 };

/**
 * Step 1: the payment details from real-name certification (read only, masked) and the
 * materials the hacker writes. The rules are the contract's (the server checks the same);
 * proof files go up one by one as private `proofFile` uploads, at most two of 20 MB.
 */
export function MaterialsStep({ bank, previous, onSaved }: { bank: TrustedAuthBankInfo; previous: TrustedAuthMaterials | null; onSaved: () => void }) {
  const { t, i18n } = useTrustedAuthT();
  const locale = toLocale(i18n.language);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveMaterials();
  const [files, setFiles] = useState<UploadFile[]>(() => (previous?.files ?? []).map((f, i) => ({ uid: f.ref, name: `${t('materials.filePathList')} ${i + 1}`, status: 'done', response: f.ref })));
  const shape = trustedAuthMaterialsBody.shape;
  const rule = (name: keyof typeof shape) => schemaRule(shape[name], locale);

  const beforeUpload = (file: File) => {
    const refusal = checkUploadCount(PROOF, files.length + 1) ?? checkUpload(PROOF, { size: file.size, name: file.name });
    if (refusal) {
      void message.error(translateValidation(refusal, locale));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const onFinish = (values: Values) => {
    const body: TrustedAuthMaterialsBody = {
      ...bankFields(bank),
      ...values,
      recommendName: values.recommendName ?? '',
      filePathList: files.filter((f) => f.status === 'done').map((f) => String(f.response)),
    };
    save.mutate(body, {
      onSuccess: onSaved,
      onError: (error) => {
        const err = error instanceof ApiError ? error : null;
        showServerFieldErrors(form, err?.fields ?? [], FIELDS);
        void message.error(err?.message || t('loadFailed'));
      },
    });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={onFinish}
      initialValues={{
        recommendName: previous?.recommendName ?? '',
        address: previous?.address ?? '',
        fieldList: previous?.fieldList ?? [],
        achievementList: previous?.achievementList ?? [],
        abilityIntroduction: previous?.abilityIntroduction ?? '',
      }}
      data-testid="materials-form"
    >
      <Descriptions column={{ xs: 1, sm: 2 }} bordered size="small" title={t('materials.bankTitle')} style={{ marginBottom: 24 }}>
        <Descriptions.Item label={t('materials.username')}>{bank.username}</Descriptions.Item>
        <Descriptions.Item label={t('materials.idnumber')}>{bank.idnumber}</Descriptions.Item>
        <Descriptions.Item label={t('materials.cardnumber')}>{bank.cardnumber}</Descriptions.Item>
        <Descriptions.Item label={t('materials.openbank')}>{`${bank.bankName} ${bank.openbank}`}</Descriptions.Item>
        <Descriptions.Item label={t('materials.bankPhone')}>{bank.bankPhone}</Descriptions.Item>
      </Descriptions>
      <Form.Item name="recommendName" label={t('materials.recommendName')} rules={[rule('recommendName')]}>
        <Input maxLength={TRUSTED_AUTH_LIMITS.recommendName} placeholder={t('materials.recommendPlaceholder')} data-testid="recommendName" />
      </Form.Item>
      <Form.Item name="address" label={t('materials.address')} required rules={[rule('address')]}>
        <Input maxLength={TRUSTED_AUTH_LIMITS.address} placeholder={t('materials.addressPlaceholder')} data-testid="address" />
      </Form.Item>
      <Form.Item name="fieldList" label={t('materials.fieldList')} required rules={[rule('fieldList')]}>
        <FieldCheckboxes label={t('materials.fieldList')} options={Object.values(TRUSTED_AUTH_FIELDS).map((value) => ({ value, label: trustedAuthFieldLabels[value][locale] }))} />
      </Form.Item>
      <Form.Item name="achievementList" label={t('materials.achievementList')} required rules={[rule('achievementList')]}>
        <Select mode="tags" open={false} suffixIcon={null} tokenSeparators={[',', '，']} placeholder={t('materials.achievementPlaceholder')} aria-label={t('materials.achievementList')} data-testid="achievementList" />
      </Form.Item>
      <Form.Item
        name="abilityIntroduction"
        label={t('materials.abilityIntroduction')}
        required
        htmlFor="abilityIntroduction"
        validateTrigger="onChange"
        rules={[{ validator: async (_r, value: string | undefined) => {
          if (richTextIsEmpty(value ?? '')) throw new Error(translateValidation('trustedAuth.ability.required', locale));
        } }]}
      >
        <RichTextEditor id="abilityIntroduction" ariaLabel={t('materials.abilityIntroduction')} limits={EDITOR_LIMITS} toolset="report" />
      </Form.Item>
      <Form.Item label={t('materials.filePathList')} extra={t('materials.fileHint')} name="filePathList">
        <Upload
          accept={acceptAttribute(PROOF)}
          fileList={files}
          maxCount={PROOF.maxFiles}
          beforeUpload={beforeUpload}
          onChange={({ fileList }) => setFiles(fileList)}
          onRemove={(file) => setFiles((list) => list.filter((f) => f.uid !== file.uid))}
          customRequest={({ file, onSuccess, onError }) => {
            uploadPrivateFile('proofFile', file as File)
              .then((ref) => onSuccess?.(ref))
              .catch((error: unknown) => {
                void message.error(error instanceof ApiError ? error.message : t('loadFailed'));
                onError?.(error as Error);
                setFiles((list) => list.filter((f) => f.uid !== (file as { uid?: string }).uid));
              });
          }}
        >
          <Button disabled={files.length >= PROOF.maxFiles} data-testid="proof-upload">
            {t('materials.upload')}
          </Button>
        </Upload>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="materials-submit">
        {t('materials.submit')}
      </Button>
    </Form>
  );
}

type FieldCheckboxesProps = { label: string; options: { value: number; label: string }[]; value?: number[]; onChange?: (value: number[]) => void; id?: string; 'aria-describedby'?: string };

/** The fields as a named group of checkboxes. Only what a group may carry is passed on: `aria-required`, which Form.Item adds, is not allowed on role=group (axe). */
function FieldCheckboxes({ label, options, value, onChange, id, 'aria-describedby': describedBy }: FieldCheckboxesProps) {
  return (
    <div id={id} role="group" aria-label={label} aria-describedby={describedBy} data-testid="fieldList">
      <Checkbox.Group options={options} value={value} onChange={onChange} />
    </div>
  );
}

/** The bank fields the spec's save call names: what the page showed (the server takes its own). */
function bankFields(bank: TrustedAuthBankInfo) {
  return { userName: bank.username, openBank: bank.openbank, idNumber: bank.idnumber, cardNumber: bank.cardnumber, bankPhone: bank.bankPhone };
}
