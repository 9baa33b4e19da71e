import { lazy, type ComponentType } from 'react';
import { loadStrings, type StringsLoader } from '@/i18n/load-strings';
import { provideAntdScope } from './antd-store';
import { trackPageLoad } from './page-loading';

type Part = {
  load: () => Promise<{ default: ComponentType }>;
  strings?: Record<string, StringsLoader>;
  /** Needs the Ant Design provider (default true). */
  antd?: boolean;
  /** A route page: the layout's shared provider wraps it (app/antd-store.ts) instead of one of its own. */
  page?: boolean;
};

/**
 * Loads a page or a shell part with its strings and, when it uses Ant Design, the
 * provider, all in parallel; answers the component to render.
 */
export async function loadPart({ load, strings, antd = true, page = false }: Part): Promise<ComponentType> {
  const [mod, scope] = await Promise.all([load(), antd ? import('./antd-scope') : null, loadStrings(strings)]);
  const Inner = mod.default;
  if (!scope) return Inner;
  const { AntdScope } = scope;
  if (page) {
    provideAntdScope(AntdScope);
    return Inner;
  }
  return function Scoped() {
    return (
      <AntdScope>
        <Inner />
      </AntdScope>
    );
  };
}

/**
 * `loadPart` as a React.lazy component: a route's page (`page: true`, counted by the layouts'
 * progress bar) or a shell part that appears on demand (dialogs, popups).
 */
export function lazyPart(part: Part) {
  return lazy(async () => ({ default: await (part.page ? trackPageLoad(loadPart(part)) : loadPart(part)) }));
}
