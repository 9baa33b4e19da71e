import { callPath, queryString, type CallInput, type CallResult, type CallRoute, type Envelope, type FieldError } from '@wardline/contract';
import { takeDeliveredAnswer } from './delivered-answers';
import { clearSession, getSessionValue } from './session';
import { currentLocale } from '@/i18n/locale';

export const API_BASE = '/web/v1';

/** A refused call: the server's errcode and errmsg (already in the user's language). */
export class ApiError extends Error {
  constructor(
    readonly errcode: number,
    message: string,
    readonly status: number,
    readonly fields: FieldError[] = [],
    /** The refusal's `ret` as the server sent it (a refused publish names the draft it kept). */
    readonly ret: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Called on any 401 with the server's reason (empty when it gave none): the session is
 * gone, so the app clears it and goes to the root (the shell installs one that also says why).
 */
let onUnauthorized: (message: string) => void = () => {
  clearSession();
  window.location.assign('/');
};
export function setUnauthorizedHandler(handler: (message: string) => void) {
  onUnauthorized = handler;
}

/** The session is over (a 401, or the live stream saying so): what every such place does. */
export function sessionEnded(message = ''): void {
  onUnauthorized(message);
}

type RequestOptions = { query?: Record<string, string | number | undefined | null>; body?: unknown; signal?: AbortSignal };

/**
 * The one API client: sends the locale and the token, unwraps the envelope, and turns
 * every refusal into an ApiError carrying the server's localised message. A GET whose
 * answer came with the page (lib/delivered-answers.ts) is answered from it, once.
 */
export async function apiRequest<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: RequestOptions = {}): Promise<T> {
  const token = getSessionValue('jwtToken');
  const address = `${path}${queryString(options.query)}`;
  const delivered = method === 'GET' ? (takeDeliveredAnswer(currentLocale(), address) as Envelope<T> | undefined) : undefined;
  const { status, envelope } = delivered ? { status: 200, envelope: delivered } : await send<T>(method, address, token, options);
  if (status === 401 || envelope?.errcode === 401) {
    // Only a request that carried a session ends it; a visitor's 401 just asks to sign in.
    if (token) onUnauthorized(envelope?.errmsg ?? '');
    throw new ApiError(401, envelope?.errmsg ?? '', 401);
  }
  if (!envelope) {
    throw new ApiError(status, currentLocale() === 'zh' ? 'HTTP：服务器遇到错误，无法完成请求。' : 'HTTP: the server hit an error and could not complete the request.', status);
  }
  if (envelope.errcode !== 0) {
    const ret = envelope.ret as { fields?: FieldError[] } | null;
    throw new ApiError(envelope.errcode, envelope.errmsg, status, ret?.fields ?? [], envelope.ret);
  }
  return envelope.ret;
}

async function send<T>(method: string, address: string, token: string | null, options: RequestOptions): Promise<{ status: number; envelope: Envelope<T> | null }> {
  const headers: Record<string, string> = { Accept: 'application/json', AcceptLanguage: currentLocale() };
  // A FormData body (uploads) sets its own multipart Content-Type with the boundary.
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = token;
  const res = await fetch(`${API_BASE}${address}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
    signal: options.signal,
  });
  try {
    return { status: res.status, envelope: (await res.json()) as Envelope<T> };
  } catch {
    return { status: res.status, envelope: null };
  }
}

export const api = {
  get: <T>(path: string, query?: RequestOptions['query'], signal?: AbortSignal) => apiRequest<T>('GET', path, { query, signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, { body: body ?? {} }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, { body: body ?? {} }),
};

/**
 * Calls an API call declared in the contract: its method and path (parameters filled in),
 * its query and body (an upload's form), typed by the declaration, answering the typed `ret`.
 */
export function callApi<C extends CallRoute>(call: C, input: CallInput<C>, signal?: AbortSignal): Promise<CallResult<C>> {
  const { params, query, body, form } = input as { params?: Record<string, string | number>; query?: RequestOptions['query']; body?: unknown; form?: FormData };
  return apiRequest<CallResult<C>>(call.method, callPath(call, params), { query, body: form ?? body ?? (call.method === 'GET' ? undefined : {}), signal });
}

/**
 * A download declared in the contract (`answer: 'file'`): the raw answer, fetched with the
 * session token (an <img src> cannot send it, and the token never goes into a URL), never
 * from the browser's cache. The caller checks `ok` and the content type before using it.
 */
export function callFile<C extends CallRoute>(call: C, input: CallInput<C>, signal?: AbortSignal): Promise<Response> {
  const { params, query } = input as { params?: Record<string, string | number>; query?: RequestOptions['query'] };
  const token = getSessionValue('jwtToken');
  return fetch(`${API_BASE}${callPath(call, params)}${queryString(query)}`, { headers: token ? { Authorization: token } : {}, signal, cache: 'no-store' });
}
