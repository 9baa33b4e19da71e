import type { z } from 'zod';
import type { SuccessKey } from '../errors';
import type { StaffPermission } from '../enums/staff-permissions';

/**
 * Who may call: anyone, a signed-in person, platform staff (with two-step sign-in set up),
 * or staff holding one permission (`{ staff: 'certificationReview' }`). Rules that depend
 * on the row (owner, state, whether the target is staff) are the domain policy's.
 */
export type CallAccess = 'public' | 'user' | 'staff' | { readonly staff: StaffPermission };

/** The staff permission a call requires, if any. */
export function requiredPermission(access: CallAccess): StaffPermission | undefined {
  return typeof access === 'object' ? access.staff : undefined;
}

/**
 * One call of the API, declared once: the server registers its route from this (method,
 * path, schemas, guard, success message) and the web app's client is typed by it, so a
 * path or an answer type is never written twice. Paths are under /web/v1 and name their
 * parameters `:name`, as the schema `params` does.
 */
export type CallDefinition = {
  readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  readonly path: `/${string}`;
  readonly access: CallAccess;
  /** What it does, for the OpenAPI document. */
  readonly summary: string;
  readonly tag: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The envelope's `ret` of a success. */
  readonly ret: z.ZodType;
  /** The envelope's `errmsg` of a success (default: ok). */
  readonly success?: SuccessKey;
  /** The answer is the same for every visitor: the server keeps it in its public cache until staff change content. */
  readonly publicCache?: boolean;
};

export function defineCall<const C extends CallDefinition>(call: C): C {
  return call;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;

/** What a client passes: the inputs the call declares, each by the name of its place. */
export type CallInput<C extends CallDefinition> = ([C['params']] extends [z.ZodType] ? { params: InputOf<C['params']> } : { params?: undefined }) &
  ([C['query']] extends [z.ZodType] ? { query: InputOf<C['query']> } : { query?: undefined }) &
  ([C['body']] extends [z.ZodType] ? { body: InputOf<C['body']> } : { body?: undefined });

/** What a handler receives once the server validated it. */
export type CallValues<C extends CallDefinition> = {
  params: C['params'] extends z.ZodType ? z.output<C['params']> : undefined;
  query: C['query'] extends z.ZodType ? z.output<C['query']> : undefined;
  body: C['body'] extends z.ZodType ? z.output<C['body']> : undefined;
};

/** The `ret` of a success. */
export type CallResult<C extends CallDefinition> = z.output<C['ret']>;

/** The call's path with its `:name` parameters filled in (each encoded). */
export function callPath(call: CallDefinition, params?: Record<string, string | number>): string {
  return call.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${call.path} needs :${name}`);
    return encodeURIComponent(String(value));
  });
}
