import type { z } from 'zod';
import type { AppContext } from '../../context';

/** A kind of event: its name and the shape of what it carries (ids and facts, never secrets). */
export type EventDefinition<P = unknown> = { type: string; subjectType: string; payload: z.ZodType<P> };

export function defineEvent<P>(definition: EventDefinition<P>): EventDefinition<P> {
  return definition;
}

export type RecordedEvent<P = unknown> = {
  id: number;
  type: string;
  subjectType: string;
  subjectId: string;
  actorId: number | null;
  payload: P;
  occurredAt: Date;
};

/**
 * Reacts to one kind of event, from a job, at least once: a subscriber must be idempotent
 * (a unique key on what it creates, keyed by the event id).
 */
export type EventSubscriber<P = unknown> = {
  /** Names the subscriber in logs and in its job key. */
  name: string;
  event: EventDefinition<P>;
  handle(options: { ctx: AppContext; event: RecordedEvent<P> }): Promise<void>;
};

export function subscribe<P>(subscriber: EventSubscriber<P>): EventSubscriber<P> {
  return subscriber;
}
