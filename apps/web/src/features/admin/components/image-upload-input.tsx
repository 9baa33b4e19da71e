import { useState } from 'react';
import { App, Button, Space } from 'antd';
import { acceptAttribute, checkUpload, translateValidation, UPLOAD_RULES } from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { uploadPublicImage } from '@/lib/uploads';
import { safeImageSrc } from '@/lib/safe-url';
import { toLocale } from '@/lib/form-rules';
import { useAdminT } from '../i18n';
import styles from '../admin.module.css';

const rule = UPLOAD_RULES.certificationImage;

/**
 * A form control holding an image's address, filled by uploading the image
 * (POST /portal/uploadfile answers its public path): staff never type an address.
 * The file is checked by the contract's rule first; the server checks it again.
 */
export function ImageUploadInput({ value, onChange, testId }: { value?: string; onChange?: (path: string) => void; testId: string }) {
  const { t, i18n } = useAdminT();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const src = value ? safeImageSrc(value) : undefined;

  const upload = async (file: File) => {
    const refusal = checkUpload(rule, { size: file.size, name: file.name });
    if (refusal) return void message.error(translateValidation(refusal, toLocale(i18n.language)));
    setBusy(true);
    try {
      onChange?.(await uploadPublicImage(file));
    } catch (error) {
      void message.error(error instanceof ApiError ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space align="center" wrap>
      {src && <img src={src} alt="" className={styles.thumb} data-testid={`${testId}-preview`} />}
      <Button loading={busy} onClick={() => document.getElementById(`${testId}-file`)?.click()}>
        {value ? t('upload.replace') : t('upload.choose')}
      </Button>
      <input
        id={`${testId}-file`}
        data-testid={`${testId}-file`}
        type="file"
        accept={acceptAttribute(rule)}
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
    </Space>
  );
}
