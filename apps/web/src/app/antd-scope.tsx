import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import enUS from 'antd/locale/en_US';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { ToastProvider } from '@/components/toast';
import 'dayjs/locale/zh-cn';
import { theme } from './theme';

/** Dates (Ant Design's pickers, formatted dates) follow the interface language. */
export function syncDayjsLocale(language: string): void {
  const next = language === 'zh' ? 'zh-cn' : 'en';
  if (dayjs.locale() !== next) dayjs.locale(next);
}

/**
 * Ant Design's provider (locale, theme, the App context for message and modal) and the
 * dates' locale, loaded
 * only with a page or dialog that uses Ant Design: the shell itself is plain markup.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  // Set while rendering, before the page below formats any date.
  syncDayjsLocale(i18n.language);
  return (
    <ConfigProvider locale={i18n.language === 'zh' ? zhCN : enUS} theme={theme} button={{ autoInsertSpace: false }}>
      <AntApp component={false}>
        <AntdToast>{children}</AntdToast>
      </AntApp>
    </ConfigProvider>
  );
}

/** Hands Ant Design's `message` to the shared hooks (`useToast`), so a page inside this scope shows one toast style. */
function AntdToast({ children }: { children: ReactNode }) {
  const { message } = AntApp.useApp();
  return <ToastProvider value={message}>{children}</ToastProvider>;
}
