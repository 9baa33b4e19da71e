import { createContext, useContext } from 'react';

/**
 * What a page threw (a render error, or the rejection of a chunk that failed to load), handed
 * by the shell's page boundary (app/page-boundary.tsx) to the error element it shows. A
 * feature's own `errorElement` reads it with `usePageError()`; react-router's `useRouteError`
 * answers only under a data router, which the app does not use.
 */
export const PageErrorContext = createContext<{ error: unknown } | null>(null);

export function usePageError(): unknown {
  return useContext(PageErrorContext)?.error;
}
