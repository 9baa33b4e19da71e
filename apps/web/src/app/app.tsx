import { useEffect, useMemo, useState } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import enUS from 'antd/locale/en_US';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { useTranslation } from 'react-i18next';
import { queryClient } from '@/lib/query-client';
import { createRouter } from './router';
import { ErrorBoundary } from './error-boundary';
import { theme } from './theme';

export function App() {
  const { i18n } = useTranslation();
  const router = useMemo(createRouter, []);
  const [locale, setLocale] = useState(i18n.language);
  useEffect(() => {
    const onChange = (lng: string) => {
      setLocale(lng);
      // Answers in the old language are stale: fetch them again in the new one.
      void queryClient.invalidateQueries();
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n]);

  return (
    <ConfigProvider locale={locale === 'zh' ? zhCN : enUS} theme={theme} button={{ autoInsertSpace: false }}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <ErrorBoundary>
            <RouterProvider router={router} />
          </ErrorBoundary>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
