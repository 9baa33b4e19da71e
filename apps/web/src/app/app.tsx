import { useEffect, useMemo } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { useTranslation } from 'react-i18next';
import { queryClient } from '@/lib/query-client';
import { registerAppRoutes } from '@/lib/app-routes';
import { featureRoutes } from './feature-routes';
import { plannedRoutes } from './planned-routes';
import { AppRoutes, assembleRoutes } from './routes';
import { useSessionCheck } from './session-check';

/**
 * The whole app: data cache and router. The router is react-router's declarative one: the
 * app loads no data through it, and its data router weighed 16 KB gzip more in the entry.
 * Ant Design is loaded by the pages that use it (app/antd-scope.tsx).
 */
export function App() {
  const { i18n } = useTranslation();
  const routes = useMemo(() => {
    // Features hide links to pages that do not exist yet (lib/app-routes); a planned route is not a page.
    registerAppRoutes(assembleRoutes(featureRoutes.filter((route) => !plannedRoutes.includes(route))));
    return assembleRoutes();
  }, []);
  useSessionCheck();
  useEffect(() => {
    // Answers in the old language are stale: fetch them again in the new one.
    const onChange = () => void queryClient.invalidateQueries();
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n]);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes routes={routes} />
      </BrowserRouter>
    </QueryClientProvider>
  );
}
