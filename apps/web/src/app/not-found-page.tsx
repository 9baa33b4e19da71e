import { Button, Result } from 'antd';
import { useDocumentTitle } from '@/lib/document-title';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('notFound.title'));
  return (
    <Result
      status="404"
      title={<h1 style={{ margin: 0, font: 'inherit' }}>{t('notFound.title')}</h1>}
      subTitle={t('notFound.body')}
      extra={<Link to="/"><Button type="primary">{t('notFound.action')}</Button></Link>}
    />
  );
}
