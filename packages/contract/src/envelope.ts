import { z } from 'zod';

/** Every answer of the API: errcode 0 is success, errmsg is in the caller's language. */
export type Envelope<T> = { errcode: number; errmsg: string; ret: T };

export function envelopeSchema<T extends z.ZodType>(ret: T) {
  return z.object({ errcode: z.number().int(), errmsg: z.string(), ret });
}

/** A page of a list: the spec's lists answer `{ total, data }`. */
export type Page<T> = { total: number; data: T[] };

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ total: z.number().int().nonnegative(), data: z.array(item) });
}

/** One failing field of a 400: `field` is the payload path, `message` is localised. */
export type FieldError = { field: string; message: string };
