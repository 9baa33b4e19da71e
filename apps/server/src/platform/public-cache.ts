import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Fanout } from './live/fanout';

/** What travels on the fan-out when public content changed; live streams ignore it. */
const CHANGED_KIND = 'public-content-changed';

export type PublicEncoding = 'br' | 'gzip';

/** Answers smaller than this go out as they are: compressing them saves less than the header costs. */
export const PUBLIC_COMPRESSION_THRESHOLD = 1024;

const compressors: Record<PublicEncoding, (plain: Buffer) => Promise<Buffer>> = {
  // Made once per answer and change, so the strongest settings cost nothing per request.
  br: (plain) => promisify(zlib.brotliCompress)(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length } }),
  gzip: (plain) => promisify(zlib.gzip)(plain, { level: 9 }),
};

/** One cached answer (JSON, or a page's HTML): as it is, and each compressed copy, made once when first asked for. */
export class PublicBody {
  /** The answer uncompressed. */
  readonly plain: Buffer;
  private readonly made: Partial<Record<PublicEncoding, Buffer>> = {};
  private readonly making: Partial<Record<PublicEncoding, Promise<Buffer>>> = {};

  constructor(text: string) {
    this.plain = Buffer.from(text, 'utf8');
  }

  /** Whether `encoding` is worth sending for this answer at all. */
  compresses(encoding: PublicEncoding | null): encoding is PublicEncoding {
    return encoding !== null && this.plain.length >= PUBLIC_COMPRESSION_THRESHOLD;
  }

  /** The copy in `encoding` if it is already made (what the no-wait path sends). */
  madeIn(encoding: PublicEncoding): Buffer | undefined {
    return this.made[encoding];
  }

  /** The copy in `encoding`, compressed on the first call; concurrent callers share the work. */
  in(encoding: PublicEncoding): Promise<Buffer> {
    const made = this.made[encoding];
    if (made) return Promise.resolve(made);
    this.making[encoding] ??= compressors[encoding](this.plain).then((buffer) => (this.made[encoding] = buffer));
    return this.making[encoding];
  }
}

type Entry = { body: PublicBody; expiresAt: number };

export type PublicCacheOptions = {
  fanout: Fanout;
  /** A safety net only: a lost fan-out message costs at most this much staleness. */
  ttlMs?: number;
  maxEntries?: number;
  /** How long a change waits to hear its own announcement back (see `changed`). */
  echoTimeoutMs?: number;
  /** After the echo, how long other processes get to read the announcement (cross-process fan-outs only). */
  settleMs?: number;
  now?: () => number;
};

/**
 * Serialised answers that are the same for every visitor (announcement lists, home-page
 * tiles, contact services), keyed by path, query and language. A change by staff empties
 * it in every process through the fan-out (Redis, PostgreSQL NOTIFY or in-process).
 * Concurrent misses of one key share one database read; a read that started before a
 * change is never stored after it. Each answer is also reachable by the exact request that
 * asked for it (`alias`), so a repeat is answered before validation runs again.
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  private readonly aliases = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<PublicBody>>();
  private readonly echoes = new Map<string, () => void>();
  private generation = 0;
  private unsubscribe: (() => Promise<void>) | null = null;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(private readonly options: PublicCacheOptions) {
    this.ttlMs = options.ttlMs ?? 60_000;
    this.maxEntries = options.maxEntries ?? 2_000;
    this.now = options.now ?? Date.now;
  }

  async start(): Promise<void> {
    this.unsubscribe = await this.options.fanout.subscribe((raw) => this.receive(raw));
  }

  async stop(): Promise<void> {
    await this.unsubscribe?.();
    this.unsubscribe = null;
    this.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The cached answer of `key`, or the one `build` serialises: stored unless content
   * changed meanwhile or `keep` says no (an answer that depends on something missing).
   */
  async get(key: string, build: () => Promise<string>, keep: (text: string) => boolean = () => true): Promise<PublicBody> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.body;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const load = build().then(
      (text) => {
        const body = new PublicBody(text);
        if (this.loading.get(key) === load) this.loading.delete(key);
        if (generation === this.generation && keep(text)) {
          if (this.entries.size >= this.maxEntries) this.entries.clear();
          this.entries.set(key, { body, expiresAt: this.now() + this.ttlMs });
        }
        return body;
      },
      (err: unknown) => {
        if (this.loading.get(key) === load) this.loading.delete(key);
        throw err;
      },
    );
    this.loading.set(key, load);
    return load;
  }

  /**
   * Remembers that the request `alias` (method, raw address, language) was answered with
   * the entry of `key`, once that request has passed validation. Only a current entry is
   * remembered, so an alias never outlives a change. Bounded like the entries: addresses
   * made up by a client cost it the slow path, never anyone else a stale answer.
   */
  alias(alias: string, key: string): void {
    const entry = this.entries.get(key);
    if (!entry || this.aliases.get(alias) === entry) return;
    if (this.aliases.size >= this.maxEntries) this.aliases.clear();
    this.aliases.set(alias, entry);
  }

  /** The answer an identical earlier request got, if it is still current. */
  peek(alias: string): PublicBody | undefined {
    const entry = this.aliases.get(alias);
    return entry && entry.expiresAt > this.now() ? entry.body : undefined;
  }

  /**
   * After a committed change of public content: empties this process's cache at once and
   * tells every process. It returns once this process has heard its own announcement back
   * (Redis and PostgreSQL hand it to every subscriber at the same moment) and a short
   * settle has passed for the others' copies to be read off their sockets, so the staff
   * member's next read on any process already misses.
   */
  async changed(): Promise<void> {
    this.clear();
    const id = randomUUID();
    const heard = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, this.options.echoTimeoutMs ?? 1_000);
      timer.unref();
      this.echoes.set(id, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    try {
      await this.options.fanout.publish(JSON.stringify({ kind: CHANGED_KIND, id }));
      await heard;
      if (this.options.fanout.kind !== 'in-process') await new Promise((resolve) => setTimeout(resolve, this.options.settleMs ?? 25));
    } finally {
      this.echoes.delete(id);
    }
  }

  private receive(raw: string): void {
    if (!raw.includes(CHANGED_KIND)) return;
    let message: { kind?: unknown; id?: unknown };
    try {
      message = JSON.parse(raw) as typeof message;
    } catch {
      return;
    }
    if (message.kind !== CHANGED_KIND) return;
    this.clear();
    if (typeof message.id === 'string') this.echoes.get(message.id)?.();
  }

  private clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.aliases.clear();
    this.loading.clear();
  }
}
