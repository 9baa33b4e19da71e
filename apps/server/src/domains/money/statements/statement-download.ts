import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import { currencyLabels, ledgerTransferKindLabels, payoutStateLabels, type Currency, type Locale } from '@wardline/contract';
import type { UserActor } from '../../../platform/actor';
import type { UseCaseOptions } from '../../../platform/use-case';
import { STATEMENT_DOWNLOAD_MAX } from '@wardline/contract';
import { ownAccount, statementLines } from './statement';

/** The columns of a statement, with their headers in both languages. */
const COLUMNS = [
  ['at', '时间', 'Time'],
  ['kind', '类型', 'Movement'],
  ['amount', '金额', 'Amount'],
  ['balance', '余额', 'Balance'],
  ['project', '项目', 'Project'],
  ['number', '漏洞编号', 'Report number'],
  ['title', '漏洞标题', 'Report title'],
  ['gross', '应发', 'Gross'],
  ['tax', '代扣个税', 'Tax withheld'],
  ['net', '实发', 'Net'],
  ['payout', '发放状态', 'Payout'],
  ['memo', '备注', 'Note'],
] as const;

/** China time, as the platform's people read it: `2026-12-01 09:30:00`. */
const chinaTime = (iso: string) => new Date(new Date(iso).getTime() + 8 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);

/**
 * GET /account/statement/download: the caller's statement as an xlsx document (newest first, at
 * most STATEMENT_DOWNLOAD_MAX movements), headers and labels in the caller's language, every cell
 * a string cell (a memo like `=HYPERLINK(…)` is never a formula).
 */
export async function downloadStatement({ ctx, actor, input }: UseCaseOptions<{ currency: Currency }, UserActor>): Promise<{ fileName: string; body: Buffer }> {
  const locale: Locale = actor.locale;
  const { kind, account } = await ownAccount(ctx.db, actor, input.currency);
  const lines = account ? await statementLines(ctx.db, account.id, { limit: STATEMENT_DOWNLOAD_MAX }) : [];
  const header = COLUMNS.map(([, zh, en]) => ({ value: locale === 'zh' ? zh : en, fontWeight: 'bold' as const }));
  const data: SheetData = [
    header,
    ...lines.map((line) => {
      const cells: Record<(typeof COLUMNS)[number][0], string> = {
        at: chinaTime(line.at),
        kind: ledgerTransferKindLabels[line.kind][locale],
        amount: line.amount,
        balance: line.balanceAfter,
        project: line.project?.name ?? '',
        number: line.bug?.holeNumber ?? '',
        title: line.bug?.title ?? '',
        gross: line.payout?.gross ?? '',
        tax: line.payout?.tax ?? '',
        net: line.payout?.net ?? '',
        payout: line.payout ? payoutStateLabels[line.payout.state][locale] : '',
        memo: line.memo,
      };
      return COLUMNS.map(([key]) => ({ type: String, value: cells[key] }));
    }),
  ];
  const sheet = `${locale === 'zh' ? '账户明细' : 'Statement'} ${currencyLabels[input.currency][locale]}`;
  const body = await writeXlsxFile(data, { sheet, columns: COLUMNS.map(([key]) => ({ width: key === 'title' || key === 'project' ? 36 : 16 })), stickyRowsCount: 1 }).toBuffer();
  const who = kind === 'companyBalance' ? 'company' : 'earnings';
  return { fileName: `wardline-statement-${who}-${input.currency}-${ctx.clock.now().toISOString().slice(0, 10)}.xlsx`, body };
}
