import type { CallAccess } from './define-call';

/**
 * The five REST calls of a small table staff edit row by row (BRIEF §3): list, read,
 * create, replace, delete, by public id, behind the content permission. Each collection
 * declares its own area from these (`declareCalls<…>()(collectionRoutes('carousel', …))`),
 * so a path is still written once.
 */
export function collectionRoutes<const P extends string>(path: P, tag: string, rows: string) {
  const access: CallAccess = { staff: 'content' };
  return {
    list: { method: 'GET', path: `/admin/${path}`, access, tag, summary: `${rows}, in the order the site shows them.` },
    detail: { method: 'GET', path: `/admin/${path}/:id`, access, tag, summary: `One of the ${rows} by public id.` },
    create: { method: 'POST', path: `/admin/${path}`, access, tag, summary: `Adds one to the ${rows}; audited.`, success: 'saved' },
    update: { method: 'PUT', path: `/admin/${path}/:id`, access, tag, summary: `Replaces one of the ${rows}; audited.`, success: 'saved' },
    remove: { method: 'DELETE', path: `/admin/${path}/:id`, access, tag, summary: `Deletes one of the ${rows}; the audit log keeps it.`, success: 'deleted' },
  } as const;
}
