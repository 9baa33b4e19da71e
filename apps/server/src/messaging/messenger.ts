import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { outboxMessages } from './messaging.tables';
import type { Channel, MessageProvider, OutgoingMessage } from './providers';
import { maskRecipient } from './mask';

export type OutboxEntry = { channel: Channel; to: string; text: string; code: string | null; createdAt: string };

/** The stand-in for a verification code in what production keeps of a message. */
export const REDACTED_CODE = '******';

/**
 * What the outbox keeps of a message: everything in development (the dev outbox hands codes
 * to a newcomer), no code anywhere in production, where a database or backup reader must
 * not find live codes (issue 12, item 4).
 */
export function storedCopy(message: OutgoingMessage, development: boolean): { body: string; code: string | null } {
  if (development || !message.code) return { body: message.text, code: development ? (message.code ?? null) : null };
  return { body: message.text.split(message.code).join(REDACTED_CODE), code: null };
}

/**
 * The sending layer: one entry point for SMS and mail. Each message goes to the
 * provider configured for its channel and is recorded in the outbox table (without its
 * code in production; rows are purged after OUTBOX_RETENTION_DAYS by the maintenance job).
 */
export class Messenger {
  constructor(
    private readonly db: Database,
    private readonly providers: Record<Channel, MessageProvider>,
    private readonly log: FastifyBaseLogger,
    /** Outside production: outbox-only messages are logged in full and kept with their codes, so a newcomer can read them. */
    private readonly development: boolean,
  ) {}

  /** Sends one message; answers the provider that took it. Throws when the provider refuses. */
  async send(message: OutgoingMessage): Promise<{ provider: string }> {
    const provider = this.providers[message.channel];
    await provider.send(message);
    await this.db.insert(outboxMessages).values({
      channel: message.channel,
      recipient: message.to,
      ...storedCopy(message, this.development),
      provider: provider.name,
    });
    const entry = { channel: message.channel, to: maskRecipient(message.to), provider: provider.name };
    if (this.development && provider.name === 'outbox') this.log.info({ ...entry, text: message.text }, 'message kept in outbox');
    else this.log.info(entry, 'message sent');
    return { provider: provider.name };
  }

  providerName(channel: Channel): string {
    return this.providers[channel].name;
  }

  /** Newest first: what the development outbox answers. */
  async outbox(to: string, limit = 20): Promise<OutboxEntry[]> {
    const rows = await this.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, to))
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(limit);
    return rows.map((r) => ({ channel: r.channel, to: r.recipient, text: r.body, code: r.code, createdAt: r.createdAt.toISOString() }));
  }
}
