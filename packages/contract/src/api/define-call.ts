import type { z } from 'zod';
import type { SuccessKey } from '../errors';
import type { StaffPermission } from '../enums/staff-permissions';

/**
 * Who may call: anyone, a signed-in person, platform staff (with two-step sign-in set up),
 * or staff holding one permission (`{ staff: 'certificationReview' }`). `staffEnrolling`
 * is staff before two-step sign-in is set up too: only the console's header and the
 * enrolment itself. Rules that depend on the row (owner, state, whether the target is
 * staff) are the domain policy's.
 */
export type CallAccess = 'public' | 'user' | 'staff' | 'staffEnrolling' | { readonly staff: StaffPermission };

/** The staff permission a call requires, if any. */
export function requiredPermission(access: CallAccess): StaffPermission | undefined {
  return typeof access === 'object' ? access.staff : undefined;
}

/**
 * A call without its schemas: all a client needs to make it. Paths are under /web/v1 and
 * name their parameters `:name`, as the schema `params` does.
 */
export type CallRoute = {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: `/${string}`;
  readonly access: CallAccess;
  /** What it does, for the OpenAPI document. */
  readonly summary: string;
  readonly tag: string;
  /** The envelope's `errmsg` of a success (default: ok). */
  readonly success?: SuccessKey;
  /**
   * The answer is the same for every visitor: the server keeps it in its public cache until
   * staff change content. `'visitors'`: only requests without a session token are answered
   * from the cache (a signed-in caller's answer depends on who they are).
   */
  readonly publicCache?: boolean | 'visitors';
  /**
   * `multipart`: an upload. The body is multipart/form-data, read and checked by the
   * handler (file by file, by content), so the call declares no `body` schema; clients
   * pass a form (`{ form }`). The answer is the envelope with `ret` as declared.
   */
  readonly requestBody?: 'multipart';
  /**
   * `file`: a download. The answer is the file's bytes with their own content type, not
   * the envelope, so the call declares no `ret`; refusals are still envelopes.
   */
  readonly answer?: 'file';
};

/** The schemas of a call: its inputs, each by its place, and the envelope's `ret` of a success (none for a download). */
export type CallSchemas = {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly ret?: z.ZodType;
};

/** A call in full, as the server registers it: route and schemas. */
export type CallDefinition = CallRoute & CallSchemas;

declare const schemaTypes: unique symbol;

/** A route that carries the types of its schemas (never their values), so a client is typed without loading zod. */
export type TypedRoute<S extends CallSchemas> = CallRoute & { readonly [schemaTypes]?: S };

/**
 * Declares an area's calls once. The routes are plain data, so the web app's bundle never
 * pulls the schema library in for them; the schemas live in the area's `*.schemas.ts`
 * (`S`, imported as a type only) and are joined to the routes by `withSchemas` for the server.
 *
 *     export const contentApi = declareCalls<typeof contentSchemas>()({ list: { method: 'GET', path: '/list', … } });
 */
export function declareCalls<S extends Record<string, CallSchemas>>() {
  return <const R extends { readonly [K in keyof S]: CallRoute }>(routes: R & { readonly [K in Exclude<keyof R, keyof S>]: never }) =>
    routes as { readonly [K in keyof R]: R[K] & TypedRoute<S[K & keyof S]> };
}

/** The full declarations of an area (route and schemas per call), for the server and the contract's catalogue. */
export function withSchemas<R extends Record<string, CallRoute>, S extends { readonly [K in keyof R]: CallSchemas }>(
  routes: R,
  schemas: S,
): { readonly [K in keyof R]: R[K] & S[K] } {
  return Object.fromEntries(Object.entries(routes).map(([key, route]) => [key, { ...route, ...schemas[key] }])) as { readonly [K in keyof R]: R[K] & S[K] };
}

/** The schemas of a typed route or of a full declaration. */
type SchemasOf<C> = C extends { readonly [schemaTypes]?: infer S } ? (S extends CallSchemas ? S : never) : C extends CallSchemas ? C : never;

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

/**
 * The form of an upload as a client builds it (the browser's FormData): the contract
 * names only what it needs, so it stays free of any runtime's types.
 */
export type MultipartForm = { append(name: string, value: never, fileName?: string): void };

/** What a client passes: the inputs the call declares, each by the name of its place; an upload's form. */
export type CallInput<C extends CallRoute> = ([SchemasOf<C>['params']] extends [z.ZodType] ? { params: InputOf<SchemasOf<C>['params']> } : { params?: undefined }) &
  ([SchemasOf<C>['query']] extends [z.ZodType] ? { query: InputOf<SchemasOf<C>['query']> } : { query?: undefined }) &
  ([SchemasOf<C>['body']] extends [z.ZodType] ? { body: InputOf<SchemasOf<C>['body']> } : { body?: undefined }) &
  (C extends { readonly requestBody: 'multipart' } ? { form: MultipartForm } : { form?: undefined });

/** What a handler receives once the server validated it. */
export type CallValues<C extends CallRoute> = {
  params: SchemasOf<C>['params'] extends z.ZodType ? z.output<SchemasOf<C>['params']> : undefined;
  query: SchemasOf<C>['query'] extends z.ZodType ? z.output<SchemasOf<C>['query']> : undefined;
  body: SchemasOf<C>['body'] extends z.ZodType ? z.output<SchemasOf<C>['body']> : undefined;
};

/** The `ret` of a success (a download has none: its answer is the file). */
export type CallResult<C extends CallRoute> = SchemasOf<C>['ret'] extends z.ZodType ? z.output<SchemasOf<C>['ret']> : never;

/** The call's path with its `:name` parameters filled in (each encoded). */
export function callPath(call: CallRoute, params?: Record<string, string | number>): string {
  return call.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${call.path} needs :${name}`);
    return encodeURIComponent(String(value));
  });
}

/** A query as clients send it: the values that are set, in the order given (`?a=1&b=2`), or '' for none. */
export function queryString(query?: Readonly<Record<string, string | number | boolean | undefined | null>>): string {
  const pairs = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}
