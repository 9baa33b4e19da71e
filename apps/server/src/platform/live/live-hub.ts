import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Fanout } from './fanout';

/** What travels between processes: whose open streams should refresh what. */
const signal = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('unread'), users: z.union([z.array(z.number().int()), z.literal('all')]) }),
  z.object({ kind: z.literal('ended'), users: z.array(z.number().int()) }),
]);
type Signal = z.infer<typeof signal>;

/** One open event stream of one browser tab. */
export type LiveStream = { userId: number; sessionId: string; response: ServerResponse; openedAt: number };

export type LiveHubOptions = {
  fanout: Fanout;
  log: FastifyBaseLogger;
  /** Unread counts of these users, in one query. */
  countUnread: (userIds: number[]) => Promise<Map<number, number>>;
  /** Which of these sessions are still live (not revoked, not expired, account not disabled). */
  liveSessions: (sessionIds: string[]) => Promise<Set<string>>;
  heartbeatMs?: number;
  /** A person with more open streams than this loses the oldest (tabs left open on many devices). */
  maxStreamsPerUser?: number;
};

/**
 * Server-sent events for the signed-in: the bell's unread count, live. Streams are held
 * by the process the browser reached; a change made on any process is announced on the
 * fan-out, and each process recounts for the people whose streams it holds (one query
 * per announcement, not per stream). A heartbeat keeps proxies from closing idle streams
 * and rechecks the sessions, so a revoked session loses its stream within a beat.
 */
export class LiveHub {
  private readonly streams = new Map<number, Set<LiveStream>>();
  private unsubscribe: (() => Promise<void>) | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private readonly maxStreamsPerUser: number;

  constructor(private readonly options: LiveHubOptions) {
    this.maxStreamsPerUser = options.maxStreamsPerUser ?? 8;
  }

  async start(): Promise<void> {
    this.unsubscribe = await this.options.fanout.subscribe((raw) => void this.receive(raw));
    this.heartbeat = setInterval(() => void this.beat(), this.options.heartbeatMs ?? 25_000);
    this.heartbeat.unref();
  }

  async stop(): Promise<void> {
    if (this.heartbeat) clearInterval(this.heartbeat);
    await this.unsubscribe?.();
    for (const set of this.streams.values()) for (const stream of set) stream.response.end();
    this.streams.clear();
    await this.options.fanout.close();
  }

  get openStreams(): number {
    let n = 0;
    for (const set of this.streams.values()) n += set.size;
    return n;
  }

  /** Holds a stream open and sends the current count at once; answers the function that lets it go. */
  async attach(stream: LiveStream): Promise<() => void> {
    const set = this.streams.get(stream.userId) ?? new Set<LiveStream>();
    this.streams.set(stream.userId, set);
    set.add(stream);
    if (set.size > this.maxStreamsPerUser) {
      const oldest = [...set].sort((a, b) => a.openedAt - b.openedAt)[0]!;
      this.detach(oldest);
      oldest.response.end();
    }
    const counts = await this.options.countUnread([stream.userId]);
    send(stream, 'unread', { count: counts.get(stream.userId) ?? 0 });
    return () => this.detach(stream);
  }

  /** After a commit that changed these people's messages: tell every process. */
  unreadChanged(userIds: number[] | 'all'): Promise<void> {
    return this.publish({ kind: 'unread', users: userIds === 'all' ? 'all' : [...new Set(userIds)] });
  }

  /** After their sessions ended (disabled, signed out everywhere): close their streams everywhere. */
  sessionsEnded(userIds: number[]): Promise<void> {
    return this.publish({ kind: 'ended', users: userIds });
  }

  private async publish(message: Signal): Promise<void> {
    try {
      await this.options.fanout.publish(JSON.stringify(message));
    } catch (err) {
      this.options.log.warn({ err }, 'live fan-out publish failed');
    }
  }

  private detach(stream: LiveStream): void {
    const set = this.streams.get(stream.userId);
    if (!set) return;
    set.delete(stream);
    if (set.size === 0) this.streams.delete(stream.userId);
  }

  private async receive(raw: string): Promise<void> {
    let message: Signal;
    try {
      message = signal.parse(JSON.parse(raw));
    } catch {
      return;
    }
    if (message.kind === 'ended') {
      for (const userId of message.users) {
        for (const stream of this.streams.get(userId) ?? []) this.close(stream);
      }
      return;
    }
    const here = message.users === 'all' ? [...this.streams.keys()] : message.users.filter((id) => this.streams.has(id));
    if (here.length === 0) return;
    try {
      const counts = await this.options.countUnread(here);
      for (const userId of here) {
        for (const stream of this.streams.get(userId) ?? []) send(stream, 'unread', { count: counts.get(userId) ?? 0 });
      }
    } catch (err) {
      this.options.log.warn({ err }, 'live unread recount failed');
    }
  }

  private async beat(): Promise<void> {
    const all = [...this.streams.values()].flatMap((set) => [...set]);
    if (all.length === 0) return;
    for (const stream of all) stream.response.write(': beat\n\n');
    try {
      const live = await this.options.liveSessions([...new Set(all.map((s) => s.sessionId))]);
      for (const stream of all) if (!live.has(stream.sessionId)) this.close(stream);
    } catch (err) {
      this.options.log.warn({ err }, 'live session recheck failed');
    }
  }

  private close(stream: LiveStream): void {
    send(stream, 'ended', {});
    this.detach(stream);
    stream.response.end();
  }
}

function send(stream: LiveStream, event: string, data: unknown): void {
  if (stream.response.writableEnded) return;
  stream.response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}
