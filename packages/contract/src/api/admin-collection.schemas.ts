import { z } from 'zod';
import { pageSchema } from '../envelope';
import { publicIdParams } from '../schemas/common';
import { adminPageQuery } from '../schemas/admin';

/** The schemas of `collectionRoutes`: rows shown as `view`, written from `input`. */
export function collectionSchemas<I extends z.ZodType, V extends z.ZodType>(input: I, view: V) {
  return {
    list: { query: adminPageQuery, ret: pageSchema(view) },
    detail: { params: publicIdParams, ret: view },
    create: { body: input, ret: view },
    update: { params: publicIdParams, body: input, ret: view },
    remove: { params: publicIdParams, ret: z.null() },
  };
}
