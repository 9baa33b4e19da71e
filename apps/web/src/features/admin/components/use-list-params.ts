import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_PAGE_SIZE } from '@wardline/contract';

export type ListState<F extends string> = { page: number; size: number } & Partial<Record<F, string>>;

/**
 * Page, size and filters of a console table, kept in the address bar: a filtered page
 * survives a reload, can be shared with a colleague, and Back returns to it. A filter
 * change goes back to page 1.
 */
export function useListParams<F extends string>(filters: readonly F[]) {
  const [search, setSearch] = useSearchParams();
  // Pages pass a fresh array literal each render; its content is what matters.
  const filterKey = filters.join(',');
  const params = useMemo(() => {
    const page = Math.max(1, Number(search.get('page')) || 1);
    const size = Math.min(100, Math.max(1, Number(search.get('size')) || ADMIN_PAGE_SIZE));
    const state: Record<string, string | number> = { page, size };
    for (const f of filterKey.split(',').filter(Boolean) as F[]) {
      const v = search.get(f);
      if (v) state[f] = v;
    }
    return state as ListState<F>;
  }, [search, filterKey]);

  const update = useCallback(
    (patch: Partial<Record<F | 'page' | 'size', string | number | undefined | null>>) => {
      setSearch(
        (prev) => {
          const next = new URLSearchParams(prev);
          const touchesFilter = Object.keys(patch).some((k) => k !== 'page' && k !== 'size');
          for (const [k, v] of Object.entries(patch)) {
            // Defaults stay out of the address: /admin/users, not /admin/users?page=1&size=20.
            const isDefault = (k === 'page' && Number(v) === 1) || (k === 'size' && Number(v) === ADMIN_PAGE_SIZE);
            if (v === undefined || v === null || v === '' || isDefault) next.delete(k);
            else next.set(k, String(v));
          }
          if (touchesFilter && !('page' in patch)) next.delete('page');
          return next;
        },
        { replace: false },
      );
    },
    [setSearch],
  );

  return [params, update] as const;
}
