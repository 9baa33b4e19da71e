import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger';
import type { Config } from '../config';

/** Fields that never reach a log: credentials, codes and personal numbers, wherever they sit. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...['password', 'newPassword', 'rePassword', 'oldPassword', 'token', 'idToken', 'checkCode', 'msgCode', 'smsCode', 'verifyCode', 'code', 'idCardNumber', 'bkCardNumber', 'idNumber', 'cardNumber', 'bankPhone', 'phone', 'telephone', 'email', 'account', 'checkcode', 'photoCode', 'imageCode', 'imgCode', 'answer', 'passwordHash', 'privateKeyPem', 'keycloakToken', 'authCode'].flatMap(
    (key) => [key, `*.${key}`, `*.*.${key}`],
  ),
];

/** Query values are dropped from logged URLs: they can carry phones, emails and tokens. */
function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const keys = new URLSearchParams(url.slice(q + 1)).keys();
  return `${url.slice(0, q)}?${[...keys].map((k) => `${k}=…`).join('&')}`;
}

/** The message of an error without the bound parameters a failed query appends (`\nparams: …`). */
function withoutParams(message: string): string {
  const at = message.indexOf('\nparams:');
  return at < 0 ? message : `${message.slice(0, at)}\nparams: [redacted]`;
}

/** A database message quotes the value it choked on ("invalid input syntax …: "13800000001""): keep quoted identifiers only. */
function withoutQuotedValues(message: string): string {
  return message.replace(/"([^"]*)"|'([^']*)'/g, (whole, a?: string, b?: string) => (/^[A-Za-z_][A-Za-z0-9_.]*$/.test(a ?? b ?? '') ? whole : '"[redacted]"'));
}

/**
 * An error as the log keeps it: type, message, code, stack and causes, but never the bound
 * parameters of a failed query (password hashes, phones) nor the row values a database
 * error's `detail` quotes. The SQL text itself has no values and stays, to find the query.
 */
export function serializeError(err: unknown, depth = 0): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!(err instanceof Error)) return { type: typeof err, message: withoutParams(String(err)), stack: '' };
  const code = (err as { code?: unknown }).code;
  const sqlState = typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
  const message = sqlState ? withoutQuotedValues(err.message) : withoutParams(err.message);
  const frames = err.stack ? err.stack.slice(Math.max(0, err.stack.indexOf('\n    at '))) : '';
  const out: { type: string; message: string; stack: string; [key: string]: unknown } = { type: err.constructor.name, message, stack: `${err.name}: ${message}${frames}` };
  const extra = err as Error & { code?: unknown; statusCode?: unknown; query?: unknown };
  if (typeof extra.code === 'string') out.code = extra.code;
  if (typeof extra.statusCode === 'number') out.statusCode = extra.statusCode;
  if (typeof extra.query === 'string') out.query = extra.query;
  if (err.cause !== undefined && depth < 3) out.cause = serializeError(err.cause, depth + 1);
  return out;
}

export function loggerOptions(config: Config, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      err: serializeError,
      req(request) {
        return { method: request.method, url: redactUrl(request.url), reqId: request.id, remoteAddress: request.ip };
      },
    },
  };
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type PinoLike = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/**
 * A request's logger, made only when the request logs something. Fastify makes a child
 * logger for every request, and pino runs the redaction above over the child's bindings
 * (the request id) each time: about 4 % of a cached public answer's CPU, spent on requests
 * that log nothing at the production level. Lines it writes are the child's, id included.
 */
class LazyRequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: PinoLike,
    private readonly bindings: Bindings,
  ) {}

  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  private real(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings);
    return this.#child;
  }

  private write(level: Level, args: unknown[]): void {
    if (!this.parent.isLevelEnabled(level)) return;
    (this.real()[level] as (...a: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]) { this.write('fatal', args); }
  error(...args: unknown[]) { this.write('error', args); }
  warn(...args: unknown[]) { this.write('warn', args); }
  info(...args: unknown[]) { this.write('info', args); }
  debug(...args: unknown[]) { this.write('debug', args); }
  trace(...args: unknown[]) { this.write('trace', args); }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.real().child(bindings, options);
  }
}

/** Fastify's `childLoggerFactory`: lazy, unless the route asks for its own level or serializers. */
export function requestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  const pino = logger as PinoLike;
  if (options.level || options.serializers || typeof pino.isLevelEnabled !== 'function') return logger.child(bindings, options);
  return new LazyRequestLogger(pino, bindings) as unknown as FastifyBaseLogger;
}
