import { count, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AuditTargetType, Page } from '@wardline/contract';
import type { Database } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { recordAudit } from '../../audit/record-audit';
import type { StaffActor } from '../../audit/staff-actor';

/**
 * A small table staff edit row by row (carousel items, entrance tiles, contact services):
 * the list, read, create, update and delete use cases, each change in one transaction
 * with its audit row (`<targetType>.create|update|delete`, before and after snapshots).
 */
export type CollectionSpec<Row, Input, View> = {
  table: PgTable & { id: AnyPgColumn };
  targetType: AuditTargetType;
  orderBy: SQL[];
  toView: (row: Row) => View;
  toValues: (input: Input) => Record<string, unknown>;
};

export type ManagedCollection<Input, View> = {
  list(db: Database, page: { page: number; size: number }): Promise<Page<View>>;
  get(db: Database, id: number): Promise<View>;
  create(db: Database, actor: StaffActor, input: Input): Promise<View>;
  update(db: Database, actor: StaffActor, id: number, input: Input): Promise<View>;
  remove(db: Database, actor: StaffActor, id: number): Promise<void>;
};

export function managedCollection<Row, Input, View>(spec: CollectionSpec<Row, Input, View>): ManagedCollection<Input, View> {
  const { table, targetType } = spec;
  // Drizzle cannot type a query over "some table with an id", so rows are typed by the spec instead.
  const findForUpdate = async (tx: Database, id: number) =>
    ((await tx.select().from(table as PgTable).where(eq(table.id, id)).for('update').limit(1)) as Row[])[0];

  return {
    async list(db, { page, size }) {
      const [rows, [total]] = await Promise.all([
        db.select().from(table as PgTable).orderBy(...spec.orderBy).limit(size).offset((page - 1) * size),
        db.select({ n: count() }).from(table as PgTable),
      ]);
      return { total: Number(total?.n ?? 0), data: (rows as Row[]).map(spec.toView) };
    },

    async get(db, id) {
      const [row] = (await db.select().from(table as PgTable).where(eq(table.id, id)).limit(1)) as Row[];
      if (!row) throw new AppError('notFound');
      return spec.toView(row);
    },

    async create(db, actor, input) {
      return db.transaction(async (tx) => {
        const [row] = (await tx.insert(table).values(spec.toValues(input) as never).returning()) as Row[];
        const view = spec.toView(row!);
        await recordAudit(tx, { actor, action: `${targetType}.create`, targetType, targetId: (view as { id: number }).id, before: null, after: view });
        return view;
      });
    },

    async update(db, actor, id, input) {
      return db.transaction(async (tx) => {
        const before = await findForUpdate(tx, id);
        if (!before) throw new AppError('notFound');
        const [row] = (await tx.update(table).set(spec.toValues(input) as never).where(eq(table.id, id)).returning()) as Row[];
        const view = spec.toView(row!);
        await recordAudit(tx, { actor, action: `${targetType}.update`, targetType, targetId: id, before: spec.toView(before), after: view });
        return view;
      });
    },

    async remove(db, actor, id) {
      await db.transaction(async (tx) => {
        const before = await findForUpdate(tx, id);
        if (!before) throw new AppError('notFound');
        await tx.delete(table).where(eq(table.id, id));
        await recordAudit(tx, { actor, action: `${targetType}.delete`, targetType, targetId: id, before: spec.toView(before), after: null });
      });
    },
  };
}
