import { and, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { canTransition, type ErrorKey, type Machine } from '@wardline/contract';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import type { EventDefinition } from '../events/define-event';
import { recordEvent } from '../events/event-bus';
import { inTransaction } from '../use-case';
import { stateTransitions } from './transitions.tables';

export type TransitionOptions<S extends string, A extends string, P> = {
  machine: Machine<S, A>;
  table: PgTable;
  idColumn: AnyPgColumn;
  stateColumn: AnyPgColumn;
  id: string | number;
  action: A;
  /** Needed only when the action has several targets. */
  to?: S;
  /** The person who moves it; null when the platform does (a deadline passed). */
  actorId: number | null;
  /** The scheduler job that makes the move, when no person does (`projects.advance`). */
  job?: string | null;
  /** The written reason the other party reads (BRIEF §4 "Reasons and records"). */
  reason?: string | null;
  /** Other columns that change with the move (decided_by, reject_reason…). */
  set?: Record<string, unknown>;
  /** Recorded with the move, in the same transaction. */
  event?: { definition: EventDefinition<P>; payload: (move: { from: S; to: S }) => P };
  /** The refusal when the row is not in a state the action starts from (default stateConflict). */
  conflict?: ErrorKey;
};

export type Transitioned<S extends string> = { from: S; to: S; row: Record<string, unknown> };

/**
 * Moves one row of a status machine: locks it, checks the machine allows the action from
 * its state, updates it with `WHERE state = ANY(from)`, and writes the history row and the
 * event, all in one transaction (the caller's, when it has one). Of two moves racing on
 * one row exactly one wins; the other is refused with `conflict` and leaves no trace.
 */
export async function transition<S extends string, A extends string, P = never>(ctx: AppContext, options: TransitionOptions<S, A, P>): Promise<Transitioned<S>> {
  const { machine, table, idColumn, stateColumn, id, action, actorId } = options;
  const rule = machine.actions[action];
  const to = options.to ?? (rule.to.length === 1 ? rule.to[0] : undefined);
  if (to === undefined || !rule.to.includes(to)) throw new Error(`${machine.name}.${action} needs one of ${rule.to.join(', ')} as its target`);
  const stateKey = propertyKeyOf(table, stateColumn);

  return inTransaction(ctx, async (tx) => {
    const [current] = await tx.db.select({ state: stateColumn }).from(table).where(eq(idColumn, id)).for('update').limit(1);
    if (!current) throw new AppError('notFound');
    const from = current.state as S;
    if (!canTransition(machine, action, from, to)) throw new AppError(options.conflict ?? 'stateConflict');

    const [row] = await tx.db
      .update(table)
      .set({ ...options.set, [stateKey]: to })
      .where(and(eq(idColumn, id), inArray(stateColumn, [...rule.from])))
      .returning();
    if (!row) throw new AppError(options.conflict ?? 'stateConflict');

    await tx.db.insert(stateTransitions).values({
      machine: machine.name,
      subjectId: String(id),
      action,
      fromState: from,
      toState: to,
      actorId,
      job: options.job ?? null,
      reason: options.reason ?? null,
      occurredAt: tx.clock.now(),
    });
    if (options.event) {
      await recordEvent(tx, options.event.definition, { subjectId: id, actorId, payload: options.event.payload({ from, to }) });
    }
    return { from, to, row: row as Record<string, unknown> };
  });
}

function propertyKeyOf(table: PgTable, column: AnyPgColumn): string {
  const entry = Object.entries(getTableColumns(table)).find(([, c]) => c === column);
  if (!entry) throw new Error(`column ${column.name} is not a column of this table`);
  return entry[0];
}
