import { useRef, useState } from 'react';
import { App, Avatar, Button } from 'antd';
import { acceptAttribute, checkUpload, successMessages, translateValidation, UPLOAD_RULES } from '@wardline/contract';
import { ApiError } from '@/lib/api-client';
import { toLocale } from '@/lib/form-rules';
import { uploadPublicImage } from '@/lib/uploads';
import { useUpdateAvatar } from './api/account';
import { useAccountCentreT } from './i18n';
import styles from './account-centre.module.css';

const RULE = UPLOAD_RULES.avatar;

/**
 * The avatar and its "change" button (spec 001 §5: JPEG or PNG under 2 MB, a message for
 * each). The file is checked here by its first bytes and size, as the server checks it again,
 * uploaded with POST /portal/uploadfile and set with POST /updatepersoncard.
 */
export function AvatarUpload({ name, picture }: { name: string; picture: string | null }) {
  const { t, i18n } = useAccountCentreT();
  const locale = toLocale(i18n.language);
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const update = useUpdateAvatar();

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
    const refusal = checkUpload(RULE, { size: file.size, name: file.name }) ?? checkUpload(RULE, { size: file.size, bytes: head });
    if (refusal) {
      void message.error(translateValidation(refusal, locale));
      return;
    }
    setBusy(true);
    try {
      const address = await uploadPublicImage(file);
      await update.mutateAsync(address);
      void message.success(successMessages.avatarUpdated[locale]);
    } catch (error) {
      void message.error(error instanceof ApiError && error.message ? error.message : t('failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.avatar}>
      <Avatar size={88} src={picture ?? undefined} alt={t('header.avatarAlt', { name })} data-testid="account-avatar">
        {name.slice(0, 1).toUpperCase()}
      </Avatar>
      <input
        ref={input}
        type="file"
        hidden
        accept={acceptAttribute(RULE)}
        aria-label={t('header.changeAvatar')}
        data-testid="avatar-input"
        onChange={(e) => {
          void onFile(e.target.files?.[0]);
          e.target.value = '';
        }}
      />
      <Button size="small" loading={busy} onClick={() => input.current?.click()} title={t('header.avatarHint')}>
        {t('header.changeAvatar')}
      </Button>
    </div>
  );
}
