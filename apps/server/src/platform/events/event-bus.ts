import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { defineJob } from '../jobs/define-job';
import { enqueueJob } from '../jobs/enqueue-job';
import type { EventDefinition, EventSubscriber, RecordedEvent } from './define-event';
import { events } from './events.tables';

/** Who listens to which event type; built once per app from every domain's subscribers. */
export class EventBus {
  private readonly byType = new Map<string, EventSubscriber[]>();
  private readonly byName = new Map<string, EventSubscriber>();

  constructor(subscribers: EventSubscriber[]) {
    for (const subscriber of subscribers) {
      if (this.byName.has(subscriber.name)) throw new Error(`Two event subscribers are named ${subscriber.name}`);
      this.byName.set(subscriber.name, subscriber);
      const list = this.byType.get(subscriber.event.type) ?? [];
      list.push(subscriber);
      this.byType.set(subscriber.event.type, list);
    }
  }

  subscribersOf(type: string): EventSubscriber[] {
    return this.byType.get(type) ?? [];
  }

  subscriber(name: string): EventSubscriber | undefined {
    return this.byName.get(name);
  }
}

/** `actorId`: the person who caused it, null when the platform did. */
export type RecordEventOptions<P> = { subjectId: string | number; actorId: number | null; payload: P };

/**
 * Records an event and one delivery job per subscriber. Call it with the context of the
 * transaction that makes the change: if that transaction rolls back, neither the event nor
 * its jobs exist; once it commits, each subscriber runs exactly once per event (its job has
 * the key `event:<id>:<subscriber>`, and the subscriber itself is idempotent).
 */
export async function recordEvent<P>(ctx: AppContext, definition: EventDefinition<P>, { subjectId, actorId, payload }: RecordEventOptions<P>): Promise<number> {
  if (!ctx.tx) throw new Error(`recordEvent(${definition.type}) must run inside the transaction of its change`);
  const [row] = await ctx.db
    .insert(events)
    .values({
      type: definition.type,
      subjectType: definition.subjectType,
      subjectId: String(subjectId),
      actorId,
      payload: definition.payload.parse(payload) as unknown,
      occurredAt: ctx.clock.now(),
    })
    .returning({ id: events.id });
  for (const subscriber of ctx.events.subscribersOf(definition.type)) {
    await enqueueJob(ctx, deliverEventJob, { eventId: row!.id, subscriber: subscriber.name }, { key: `event:${row!.id}:${subscriber.name}` });
  }
  return row!.id;
}

/** Runs one subscriber on one event. */
export const deliverEventJob = defineJob({
  name: 'events.deliver',
  payload: z.object({ eventId: z.number().int().positive(), subscriber: z.string() }),
  async run({ ctx, payload }) {
    const subscriber = ctx.events.subscriber(payload.subscriber);
    if (!subscriber) throw new Error(`no subscriber ${payload.subscriber} in this process`);
    const [row] = await ctx.db.select().from(events).where(eq(events.id, payload.eventId)).limit(1);
    if (!row) return;
    const event: RecordedEvent = { ...row, payload: subscriber.event.payload.parse(row.payload) };
    await subscriber.handle({ ctx, event });
  },
});
