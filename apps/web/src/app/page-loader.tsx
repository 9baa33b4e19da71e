import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown while a route's code chunk loads. */
export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <div style={{ minHeight: '50vh', display: 'grid', placeItems: 'center' }}>
      <Spin tip={t('loading')}><div style={{ width: 80, height: 80 }} /></Spin>
    </div>
  );
}
