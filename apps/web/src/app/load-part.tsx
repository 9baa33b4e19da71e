import { lazy, type ComponentType } from 'react';
import { loadStrings, type StringsLoader } from '@/i18n/load-strings';

type Part = {
  load: () => Promise<{ default: ComponentType }>;
  strings?: Record<string, StringsLoader>;
  /** Wrap in the Ant Design provider (default true). */
  antd?: boolean;
};

/**
 * Loads a page or a shell part with its strings and, when it uses Ant Design, the
 * provider, all in parallel; answers the component to render.
 */
export async function loadPart({ load, strings, antd = true }: Part): Promise<ComponentType> {
  const [mod, scope] = await Promise.all([load(), antd ? import('./antd-scope') : null, loadStrings(strings)]);
  const Inner = mod.default;
  if (!scope) return Inner;
  const { AntdScope } = scope;
  return function Scoped() {
    return (
      <AntdScope>
        <Inner />
      </AntdScope>
    );
  };
}

/** `loadPart` as a React.lazy component, for shell parts that appear on demand (dialogs, popups). */
export function lazyPart(part: Part) {
  return lazy(async () => ({ default: await loadPart(part) }));
}
