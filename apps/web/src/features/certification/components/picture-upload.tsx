import { useState } from 'react';
import { App, Modal, Upload, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { acceptAttribute, checkUpload, translateValidation, UPLOAD_RULES, type PrivateFileKind } from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { toLocale } from '@/lib/form-rules';
import { uploadPrivateFile, uploadPublicImage } from '@/lib/uploads';
import { usePrivateFileUrl } from '../api/private-file-url';
import styles from '../certification.module.css';

const RULE = UPLOAD_RULES.certificationImage;

/** The first bytes of a file: enough to tell JPEG and PNG from anything else. */
function readHead(file: Blob, length = 16): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsArrayBuffer(file.slice(0, length));
  });
}
const ACCEPT = acceptAttribute(RULE);

type Props = {
  /** A private file's kind (its reference is the value), or `public` for the logo (its URL is the value). */
  kind: PrivateFileKind | 'public';
  label: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  disabled?: boolean;
  id?: string;
  'data-testid'?: string;
};

/**
 * The single picture-card upload of the certification forms. Type (by the file's first
 * bytes) and size are checked in the browser by the contract's rule before anything is
 * sent, with the same messages the server answers; the server checks again. A stored
 * private file is shown through /findPrivateFile with the session token.
 */
export function PictureUpload({ kind, label, value, onChange, disabled, id, 'data-testid': testId }: Props) {
  const { t, i18n } = useTranslation(['certification', 'common']);
  const locale = toLocale(i18n.language);
  const { message } = App.useApp();
  const [uploading, setUploading] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const privateUrl = usePrivateFileUrl(kind === 'public' ? undefined : value);
  const shownUrl = kind === 'public' ? value : (privateUrl ?? undefined);

  const send = async (file: File) => {
    const head = await readHead(file).catch(() => new Uint8Array());
    const refusal = checkUpload(RULE, { size: file.size, bytes: head });
    if (refusal) {
      void message.error(translateValidation(refusal, locale));
      return;
    }
    setUploading(file.name);
    try {
      onChange?.(kind === 'public' ? await uploadPublicImage(file) : await uploadPrivateFile(kind, file));
    } catch (error) {
      void message.error(error instanceof ApiError && error.message ? error.message : t('common:httpError'));
    } finally {
      setUploading(null);
    }
  };

  const fileList: UploadFile[] = uploading
    ? [{ uid: 'uploading', name: uploading, status: 'uploading', percent: 60 }]
    : value
      ? [{ uid: value, name: label, status: 'done', url: shownUrl, thumbUrl: shownUrl }]
      : [];

  return (
    <div id={id} className={styles.upload} data-testid={testId} data-value={value ?? ''}>
      <Upload
        listType="picture-card"
        accept={ACCEPT}
        maxCount={1}
        multiple={false}
        disabled={disabled || uploading !== null}
        fileList={fileList}
        beforeUpload={(file) => {
          void send(file);
          return false;
        }}
        onRemove={() => onChange?.(undefined)}
        onPreview={() => setPreviewing(true)}
        showUploadList={{ showRemoveIcon: !disabled, showPreviewIcon: Boolean(shownUrl) }}
      >
        {fileList.length === 0 && (
          <button type="button" className={styles.uploadButton} aria-label={`${t('upload.add')} ${label}`} disabled={disabled}>
            <span aria-hidden className={styles.plus}>
              +
            </span>
            <span>{t('upload.add')}</span>
          </button>
        )}
      </Upload>
      <Modal open={previewing && Boolean(shownUrl)} title={label} footer={null} onCancel={() => setPreviewing(false)} destroyOnHidden>
        {shownUrl && <img src={shownUrl} alt={label} className={styles.previewImage} />}
      </Modal>
    </div>
  );
}
