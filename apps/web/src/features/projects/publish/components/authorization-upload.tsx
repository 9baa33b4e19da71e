import { useState } from 'react';
import { App, Button, Space, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { acceptAttribute, checkUpload, translateValidation, UPLOAD_RULES } from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { toLocale } from '@/lib/form-rules';
import { downloadTemplate, uploadAuthorizationFile } from '../api/publish-calls';

const RULE = UPLOAD_RULES.authorizationFile;
const ACCEPT = acceptAttribute(RULE);

/** The first bytes of a file: enough to tell JPEG, PNG and PDF from anything else. */
function readHead(file: Blob, length = 16): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsArrayBuffer(file.slice(0, length));
  });
}

type Props = { value?: string | null; onChange?: (value: string | null) => void; id?: string; disabled?: boolean };

/**
 * The project's authorisation letter (spec 002 §5.1): one JPG, JPEG, PNG or PDF file of at
 * most 20 MB, checked by its first bytes in the browser with the contract's rule and
 * messages before it is sent, and again on the server. Beside it, the letter template.
 */
export function AuthorizationUpload({ value, onChange, id, disabled }: Props) {
  const { t, i18n } = useTranslation(['projectPublish', 'common']);
  const locale = toLocale(i18n.language);
  const { message } = App.useApp();
  const [uploading, setUploading] = useState<string | null>(null);
  const [name, setName] = useState<string | null>(null);

  const send = async (file: File) => {
    const head = await readHead(file).catch(() => new Uint8Array());
    const refusal = checkUpload(RULE, { size: file.size, bytes: head, name: file.name });
    if (refusal) {
      void message.error(translateValidation(refusal, locale));
      return;
    }
    setUploading(file.name);
    try {
      onChange?.(await uploadAuthorizationFile(file));
      setName(file.name);
    } catch (error) {
      onChange?.(null);
      void message.error(error instanceof ApiError && error.message ? error.message : t('common:httpError'));
    } finally {
      setUploading(null);
    }
  };

  const fileList = uploading
    ? [{ uid: 'uploading', name: uploading, status: 'uploading' as const }]
    : value
      ? [{ uid: value, name: name ?? t('fields.authorfile'), status: 'done' as const }]
      : [];

  return (
    <div id={id} data-testid="authorfile-upload" data-value={value ?? ''}>
      <Space orientation="vertical" size={4}>
        <Space wrap>
          <Upload
            accept={ACCEPT}
            maxCount={RULE.maxFiles}
            multiple={false}
            disabled={disabled || uploading !== null}
            fileList={fileList}
            beforeUpload={(file) => {
              void send(file);
              return false;
            }}
            onRemove={() => {
              setName(null);
              onChange?.(null);
            }}
          >
            {fileList.length === 0 && <Button disabled={disabled}>{t('fields.authorfile')}</Button>}
          </Upload>
          <Button type="link" onClick={() => void downloadTemplate().catch(() => message.error(t('common:httpError')))} data-testid="authorfile-template">
            {t('hints.template')}
          </Button>
        </Space>
      </Space>
    </div>
  );
}
