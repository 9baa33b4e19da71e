import { count, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AuditTargetType, Page } from '@wardline/contract';
import type { Database } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { inTransaction, type UseCaseOptions } from '../../../platform/use-case';
import { recordAudit } from '../../audit/record-audit';
import type { StaffActor } from '../../audit/staff-actor';

/**
 * A small table staff edit row by row (carousel items, entrance tiles, contact services):
 * the list, read, create, update and delete use cases, each change in one transaction
 * with its audit row (`<targetType>.create|update|delete`, before and after snapshots).
 * Rows are named by their public id; the serial id stays inside.
 */
export type CollectionSpec<Row, Input, View> = {
  table: PgTable & { id: AnyPgColumn; publicId: AnyPgColumn };
  targetType: AuditTargetType;
  orderBy: SQL[];
  /** The row as the console shows it: `id` is the public id. */
  toView: (row: Row) => View;
  toValues: (input: Input) => Record<string, unknown>;
};

type Options<Input> = UseCaseOptions<Input, StaffActor>;

export type ManagedCollection<Input, View> = {
  list(options: Options<{ page: number; size: number }>): Promise<Page<View>>;
  get(options: Options<{ id: string }>): Promise<View>;
  create(options: Options<Input>): Promise<View>;
  update(options: Options<{ id: string; values: Input }>): Promise<View>;
  remove(options: Options<{ id: string }>): Promise<null>;
};

type Stored = { id: number; publicId: string };

export function managedCollection<Row extends Stored, Input, View>(spec: CollectionSpec<Row, Input, View>): ManagedCollection<Input, View> {
  const { table, targetType } = spec;
  // Drizzle cannot type a query over "some table with an id", so rows are typed by the spec instead.
  const find = async (db: Database, publicId: string, forUpdate = false) => {
    const query = db.select().from(table as PgTable).where(eq(table.publicId, publicId)).limit(1);
    const [row] = (await (forUpdate ? query.for('update') : query)) as Row[];
    if (!row) throw new AppError('notFound');
    return row;
  };

  return {
    async list({ ctx, input: { page, size } }) {
      const [rows, [total]] = await Promise.all([
        ctx.db.select().from(table as PgTable).orderBy(...spec.orderBy).limit(size).offset((page - 1) * size),
        ctx.db.select({ n: count() }).from(table as PgTable),
      ]);
      return { total: Number(total?.n ?? 0), data: (rows as Row[]).map(spec.toView) };
    },

    async get({ ctx, input }) {
      return spec.toView(await find(ctx.db, input.id));
    },

    async create({ ctx, actor, input }) {
      return inTransaction(ctx, async ({ db: tx, clock }) => {
        // Rows that keep when they were made get the use case's clock, not the database's.
        const created = 'createdAt' in table ? { createdAt: clock.now() } : {};
        const [row] = (await tx.insert(table).values({ ...spec.toValues(input), ...created } as never).returning()) as Row[];
        const view = spec.toView(row!);
        await recordAudit(tx, { actor, action: `${targetType}.create`, targetType, targetId: row!.publicId, before: null, after: view, at: clock.now() });
        return view;
      });
    },

    async update({ ctx, actor, input }) {
      return inTransaction(ctx, async ({ db: tx, clock }) => {
        const before = await find(tx, input.id, true);
        const [row] = (await tx.update(table).set(spec.toValues(input.values) as never).where(eq(table.id, before.id)).returning()) as Row[];
        const view = spec.toView(row!);
        await recordAudit(tx, { actor, action: `${targetType}.update`, targetType, targetId: before.publicId, before: spec.toView(before), after: view, at: clock.now() });
        return view;
      });
    },

    async remove({ ctx, actor, input }) {
      return inTransaction(ctx, async ({ db: tx, clock }) => {
        const before = await find(tx, input.id, true);
        await tx.delete(table).where(eq(table.id, before.id));
        await recordAudit(tx, { actor, action: `${targetType}.delete`, targetType, targetId: before.publicId, before: spec.toView(before), after: null, at: clock.now() });
        return null;
      });
    },
  };
}
