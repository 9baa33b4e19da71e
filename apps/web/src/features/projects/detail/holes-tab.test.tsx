import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BugListItem } from '@wardline/contract';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import { signIn } from '../test-fixtures';
import { HolesTab } from './holes-tab';

const PROJECT = 'prj0000000000001';
const isList = (url: URL) => url.pathname === '/web/v1/bugList';

function row(n: number, over: Partial<BugListItem> = {}): BugListItem {
  return {
    id: `bug${String(n).padStart(13, '0')}`,
    holenumber: `QH-2026-${String(n).padStart(4, '0')}`,
    holetitle: `漏洞 ${n}`,
    projectid: PROJECT,
    projectname: '支付网关众测',
    holestatus: 'confirming',
    holeGradeName: '高危',
    currentGrade: { code: 'high', name: '高危', color: 'red' },
    createtime: '2026-11-20T02:03:04.000Z',
    waitingMs: 3 * 3_600_000,
    overdue: false,
    ...over,
  };
}

/** 23 reports; the fake answers the page and filters it was asked for, as the server would. */
function serveList() {
  const all = Array.from({ length: 23 }, (_, i) => row(i + 1, i === 0 ? { holestatus: 'appeal', overdue: true, waitingMs: 6 * 86_400_000 } : {}));
  return (url: URL) => {
    if (!isList(url)) return undefined;
    const q = url.searchParams;
    const page = Number(q.get('page') ?? 1);
    const size = Number(q.get('size') ?? 10);
    const hits = all.filter(
      (b) => (!q.get('status') || b.holestatus === q.get('status')) && (!q.get('holeTitle') || b.holetitle.includes(q.get('holeTitle')!)) && (!q.get('holeNumber') || b.holenumber === q.get('holeNumber')),
    );
    return ok({ data: hits.slice((page - 1) * size, page * size), total: hits.length });
  };
}

async function openTab({ owner = true, locale = 'zh' as 'zh' | 'en', fromUserCenter = false, more = [] as Parameters<typeof mockFetch> } = {}) {
  const calls = mockFetch(serveList(), ...more);
  const view = await renderWithProviders(<HolesTab projectId={PROJECT} owner={owner} fromUserCenter={fromUserCenter} />, { locale });
  await waitFor(() => expect(screen.getAllByTestId('hole-link').length).toBeGreaterThan(0));
  return { ...view, calls };
}

const listCalls = (calls: { url: URL }[]) => calls.filter((c) => isList(c.url)).map((c) => Object.fromEntries(c.url.searchParams));

afterEach(() => vi.restoreAllMocks());

describe('the vulnerability tab', () => {
  it('lists 10 a page with links to each report, and pages on', async () => {
    signIn('company');
    const { calls } = await openTab();
    expect(screen.getAllByTestId('hole-link')).toHaveLength(10);
    expect(screen.getAllByTestId('hole-link')[0]!.getAttribute('href')).toBe('/bugPage/detail/bug0000000000001');
    expect(screen.getAllByTestId('hole-status')[0]!.textContent).toBe('申诉期');
    expect(screen.getAllByTestId('hole-waiting')[0]!.textContent).toContain('6 天');
    expect(screen.getAllByTestId('hole-waiting')[0]!.textContent).toContain('已超时');
    expect(screen.getByText('共 23 个漏洞')).toBeTruthy();
    expect(listCalls(calls)[0]).toEqual({ projectId: PROJECT, page: '1', size: '10' });
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(screen.getAllByTestId('hole-link')).toHaveLength(3));
    expect(listCalls(calls).at(-1)!.page).toBe('3');
  });

  it('filters by status, back to page 1 (en)', async () => {
    signIn('company');
    const { calls } = await openTab({ locale: 'en', fromUserCenter: true });
    expect(screen.getAllByTestId('hole-link')[0]!.getAttribute('href')).toBe('/userCenter/bugPage/detail/bug0000000000001');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(listCalls(calls).at(-1)!.page).toBe('2'));
    fireEvent.mouseDown(within(screen.getByTestId('holes-status')).getByRole('combobox'));
    fireEvent.click((await screen.findAllByText('Appeal period', { selector: '.ant-select-item-option-content' }))[0]!);
    fireEvent.click(screen.getByTestId('holes-search'));
    await waitFor(() => expect(screen.getAllByTestId('hole-link')).toHaveLength(1));
    expect(listCalls(calls).at(-1)).toEqual({ projectId: PROJECT, page: '1', size: '10', status: 'appeal' });
    // Opening a select of twenty options takes seconds in jsdom on a busy machine.
  }, 60_000);

  it('filters by title and number, trimmed, and shows the empty list', async () => {
    signIn('company');
    const { calls } = await openTab();
    fireEvent.change(screen.getByTestId('holes-title'), { target: { value: ' 漏洞 2 ' } });
    fireEvent.change(screen.getByTestId('holes-number'), { target: { value: 'QH-2026-0021' } });
    fireEvent.click(screen.getByTestId('holes-search'));
    await waitFor(() => expect(screen.getAllByTestId('hole-link').map((l) => l.textContent)).toEqual(['漏洞 21']));
    expect(listCalls(calls).at(-1)).toEqual({ projectId: PROJECT, page: '1', size: '10', holeTitle: '漏洞 2', holeNumber: 'QH-2026-0021' });

    fireEvent.change(screen.getByTestId('holes-number'), { target: { value: 'nothing' } });
    fireEvent.click(screen.getByTestId('holes-search'));
    expect((await screen.findByTestId('holes-empty')).textContent).toBe('该项目暂无漏洞报告');
  });

  it('offers the download to the owner only', async () => {
    signIn('hacker');
    await openTab({ owner: false });
    expect(screen.queryByTestId('holes-download')).toBeNull();
  });

  it('saves the exported document under the server\'s file name', async () => {
    signIn('company');
    const created = vi.fn((_blob: Blob) => 'blob:test/1');
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, writable: true, value: created });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, writable: true, value: vi.fn() });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await openTab();
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    const real = globalThis.fetch;
    let asked: string | null = null;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/web/v1/loadfile') return real(input, init);
      asked = url.searchParams.get('id');
      return new Response(new Uint8Array([0x50, 0x4b]), { headers: { 'Content-Type': xlsx, 'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent('漏洞报告.xlsx')}` } });
    }) as typeof fetch;
    fireEvent.click(screen.getByTestId('holes-download'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(saved).toEqual(['漏洞报告.xlsx']);
    expect(asked).toBe(PROJECT);
    expect((created.mock.calls[0]![0] as Blob).type).toBe(xlsx);
  });

  it.each([
    ['zh', '导出失败'],
    ['en', 'Export failed'],
  ] as const)('says "export failed" when the answer has no type (%s)', async (locale, text) => {
    signIn('company');
    await openTab({ locale });
    const real = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) =>
      new URL(String(input), 'http://localhost').pathname === '/web/v1/loadfile' ? new Response(new Uint8Array([1, 2])) : real(input, init)) as typeof fetch;
    fireEvent.click(screen.getByTestId('holes-download'));
    const toast = await screen.findByText(text);
    expect(toast.closest('.ant-message-error')).not.toBeNull();
  });

  it('warns with the server\'s message when the download is refused, or a generic one when it fails', async () => {
    signIn('company');
    await openTab();
    const real = globalThis.fetch;
    let refusal = true;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (new URL(String(input), 'http://localhost').pathname !== '/web/v1/loadfile') return real(input, init);
      if (refusal) return new Response(JSON.stringify({ errcode: 40371, errmsg: '您不能对该漏洞执行此操作', ret: null }), { status: 403, headers: { 'Content-Type': 'application/json' } });
      throw new TypeError('network down');
    }) as typeof fetch;
    fireEvent.click(screen.getByTestId('holes-download'));
    const toast = await screen.findByText('您不能对该漏洞执行此操作');
    expect(toast.closest('.ant-message-warning')).not.toBeNull();
    refusal = false;
    fireEvent.click(screen.getByTestId('holes-download'));
    expect(await screen.findByText('下载失败，请稍后再试')).toBeTruthy();
  });
});
