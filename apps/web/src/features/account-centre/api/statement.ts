import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { moneyApi, type Currency } from '@wardline/contract';
import { ApiError, callApi, callFile } from '@/lib/api-client';
import { saveBlob } from '@/lib/uploads';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** GET /account/statement: one page of the caller's movements, newest first; `cursor` is where the previous page ended (none for the first). */
export function useStatement(currency: Currency, cursor: string | undefined) {
  return useQuery({
    queryKey: ['account', 'statement', currency, cursor ?? ''] as const,
    queryFn: ({ signal }) => callApi(moneyApi.statement, { query: { currency, cursor } }, signal),
    placeholderData: keepPreviousData,
  });
}

/** The statement answered something other than the spreadsheet: nothing to save. */
export class StatementNotDocument extends Error {}

/**
 * GET /account/statement/download: the statement as an xlsx, fetched with the token and saved
 * under the server's file name. A refusal (an envelope) becomes an ApiError with its message.
 */
export async function downloadStatement(currency: Currency): Promise<void> {
  const res = await callFile(moneyApi.statementDownload, { query: { currency } });
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || type.includes('application/json')) {
    const envelope = (await res.json().catch(() => null)) as { errcode?: number; errmsg?: string } | null;
    throw new ApiError(envelope?.errcode ?? res.status, envelope?.errmsg ?? '', res.status);
  }
  if (!type.startsWith(XLSX)) throw new StatementNotDocument();
  const name = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(res.headers.get('content-disposition') ?? '')?.[1];
  saveBlob(await res.blob(), name ? decodeURIComponent(name) : `wardline-statement-${currency}.xlsx`);
}
