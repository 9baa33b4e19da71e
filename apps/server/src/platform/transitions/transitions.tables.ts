import { pgTable, bigserial, text, integer, timestamp, index } from 'drizzle-orm/pg-core';

/**
 * The history of every status machine: who moved which row from what to what, when and
 * why. Written by `transition()` in the transaction of the move, so a status never
 * changes without its line here.
 */
export const stateTransitions = pgTable(
  'state_transitions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The machine's name: `certification`, later `project`, `bug`, `enrolment`. */
    machine: text('machine').notNull(),
    subjectId: text('subject_id').notNull(),
    action: text('action').notNull(),
    fromState: text('from_state').notNull(),
    toState: text('to_state').notNull(),
    /** Null when the platform moved it (a deadline passed, a job ran). */
    actorId: integer('actor_id'),
    /** The scheduler job that made the move (`projects.advance`), when no person did. */
    job: text('job'),
    reason: text('reason'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('state_transitions_subject_idx').on(t.machine, t.subjectId, t.id)],
);
