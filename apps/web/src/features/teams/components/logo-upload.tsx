import { useState } from 'react';
import { App, Button, Space } from 'antd';
import { acceptAttribute, checkUpload, translateValidation, UPLOAD_RULES } from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { toLocale } from '@/lib/form-rules';
import { safeImageSrc } from '@/lib/safe-url';
import { uploadPublicImage } from '@/lib/uploads';
import { useTranslation } from 'react-i18next';

const rule = UPLOAD_RULES.teamLogo;

/** The team logo field: a png or jpg of at most 2 MB (spec 001 §5, checked here and again on the server), uploaded at once. */
export function LogoUpload({ value, onChange, id }: { value?: string; onChange?: (url: string) => void; id?: string }) {
  const { t, i18n } = useTranslation('teams');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const src = safeImageSrc(value);
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
      {src && <img src={src} alt={t('form.preview')} width={48} height={48} style={{ borderRadius: 8, objectFit: 'cover' }} data-testid="team-logo-preview" />}
      <Button id={id} loading={busy} onClick={() => document.getElementById('team-logo-file')?.click()}>
        {value ? t('form.replace') : t('form.upload')}
      </Button>
      <input
        id="team-logo-file"
        data-testid="team-logo-file"
        type="file"
        accept={acceptAttribute(rule)}
        hidden
        // The button opens it; named all the same, so no form control on the page is nameless (axe: label).
        aria-label={t('form.logo')}
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
    </Space>
  );
}
