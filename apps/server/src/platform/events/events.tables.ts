import { pgTable, bigserial, text, integer, jsonb, timestamp, index } from 'drizzle-orm/pg-core';

/**
 * Things that happened that someone should hear about, written in the same transaction
 * as the change itself: no event without its change, no change without its event.
 * Subscribers (notifications, later points and ledgers) are run from it by a job.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    type: text('type').notNull(),
    /** What it is about: `certification`, `user`, `announcement`, later `project`, `bug`. */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    /** The person who caused it; null when the platform did (a job, a deadline). */
    actorId: integer('actor_id'),
    payload: jsonb('payload').$type<unknown>().notNull().default({}),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('events_subject_idx').on(t.subjectType, t.subjectId, t.id), index('events_type_idx').on(t.type, t.id)],
);
