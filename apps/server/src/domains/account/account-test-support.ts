import type { TestApp } from '../../../test/helper';
import { API } from '../identity/identity-test-support';

type Method = 'GET' | 'POST' | 'PUT';

/** Calls the account centre as the holder of `token` (empty: a visitor), in a language. */
export function accountCall<T = unknown>(t: TestApp, token: string, method: Method, url: string, payload?: unknown, locale: 'zh' | 'en' = 'zh') {
  return t.call<T>({
    method,
    url: `${API}${url}`,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    headers: token ? { authorization: token } : {},
    locale,
  });
}

/** The errcode and field of a refusal, as the tests compare them. */
export type Refused = { fields?: { field: string; message: string }[] } | null;
