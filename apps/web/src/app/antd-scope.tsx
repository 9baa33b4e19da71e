import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import enUS from 'antd/locale/en_US';
import { useTranslation } from 'react-i18next';
import { theme } from './theme';

/**
 * Ant Design's provider (locale, theme, the App context for message and modal), loaded
 * only with a page or dialog that uses Ant Design: the shell itself is plain markup.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider locale={i18n.language === 'zh' ? zhCN : enUS} theme={theme} button={{ autoInsertSpace: false }}>
      <AntApp component={false}>{children}</AntApp>
    </ConfigProvider>
  );
}
