import { Avatar, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { safeImageSrc } from '@/lib/safe-url';
import styles from '../third-party.module.css';

/** The "picture" of the completion screens: the avatar the third-party provider gave (read-only). */
export function Picture({ src }: { src: string | null | undefined }) {
  const { t } = useTranslation('thirdParty');
  const url = safeImageSrc(src);
  return (
    <Form.Item label={t('fields.picture')}>
      <div className={styles.avatar} data-testid="qualification-picture">
        <Avatar size={56} src={url} alt={t('fields.picture')}>
          ?
        </Avatar>
        {!url && <span>{t('qualification.noPicture')}</span>}
      </div>
    </Form.Item>
  );
}
