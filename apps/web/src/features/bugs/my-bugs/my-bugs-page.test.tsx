import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { myBugListBody, type BugListItem } from '@wardline/contract';
import { setSessionValue } from '@/lib/session';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import MyBugsPage from './my-bugs-page';

const PATH = '/userCenter/myBug';
const isList = (url: URL) => url.pathname === '/web/v1/buglistofproject';

function bug(n: number, over: Partial<BugListItem> = {}): BugListItem {
  return {
    id: `bug${String(n).padStart(13, '0')}`,
    holenumber: `WL-PRJ00000-${String(n).padStart(4, '0')}`,
    holetitle: `越权漏洞 ${n}`,
    projectid: 'prj0000000000001',
    projectname: '青禾银行支付网关众测',
    holestatus: 'verifying',
    holeGradeName: '高危',
    currentGrade: null,
    createtime: '2026-11-24T02:00:00.000Z',
    waitingMs: 3_600_000,
    overdue: false,
    ...over,
  };
}

function signIn() {
  setSessionValue('jwtToken', 'sess-hacker-1');
  setSessionValue('usertype', 'hacker');
  setSessionValue('username', '白帽甲');
  setSessionValue('userStatus', 'certification');
}

describe('my bugs (/userCenter/myBug)', () => {
  it('lists the hacker’s reports 10 a page with status, grade and time; filters live in the address and go in the body', async () => {
    signIn();
    const calls = mockFetch((url) =>
      isList(url)
        ? ok({
            data: [bug(1, { holestatus: 'confirming', currentGrade: { code: 'middle', name: '中危', color: 'yellow' } }), bug(2)],
            total: 23,
          })
        : undefined,
    );
    const { router } = await renderWithProviders(<MyBugsPage />, { path: `${PATH}?status=confirming&holeTitle=越权`, routePath: PATH });
    const table = await screen.findByTestId('my-bug-list');
    await within(table).findByText('越权漏洞 1');
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.body).toEqual({ status: 'confirming', holeTitle: '越权', page: 1, size: 10 });
    expect(myBugListBody.safeParse(calls[0]!.body).success).toBe(true);
    expect(within(table).getAllByTestId('my-bug-status').map((s) => s.textContent)).toEqual(['待确认', '审核中']);
    expect(within(table).getAllByTestId('my-bug-grade').map((s) => s.textContent)).toEqual(['中危', '高危（自评）']);
    expect(within(table).getByText('WL-PRJ00000-0001')).toBeTruthy();
    expect(screen.getByText('共 23 个漏洞')).toBeTruthy();

    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(router.state.location.search).toBe(`?${new URLSearchParams({ status: 'confirming', holeTitle: '越权', page: '3' })}`));
    await waitFor(() => expect((calls.at(-1)!.body as { page: number }).page).toBe(3));

    fireEvent.change(screen.getByTestId('my-bugs-number'), { target: { value: 'WL-PRJ00000-0002' } });
    fireEvent.click(screen.getByTestId('my-bugs-search'));
    await waitFor(() => expect(calls.at(-1)!.body).toEqual({ status: 'confirming', holeTitle: '越权', holeNumber: 'WL-PRJ00000-0002', page: 1, size: 10 }));

    fireEvent.click(within(table).getByText('越权漏洞 2'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/userCenter/bugPage/detail/${bug(2).id}`));
  }, 120_000);

  it('offers the spec’s statuses and all in English, and says when there is nothing', async () => {
    signIn();
    let data = [bug(3, { holestatus: 'paid' })];
    const calls = mockFetch((url) => (isList(url) ? ok({ data, total: data.length }) : undefined));
    const { router } = await renderWithProviders(<MyBugsPage />, { path: PATH, routePath: PATH, locale: 'en' });
    const table = await screen.findByTestId('my-bug-list');
    expect((await within(table).findByTestId('my-bug-status')).textContent).toBe('Paid');
    expect(calls[0]!.body).toEqual({ page: 1, size: 10 });

    fireEvent.mouseDown(within(screen.getByTestId('my-bugs-status')).getByRole('combobox'));
    const options = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].map((o) => o.title);
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    expect(options).toEqual(['All', 'Under triage', 'Awaiting confirmation', 'Appeal period', 'In arbitration', 'Awaiting payment', 'Paid', 'Closed']);

    data = [];
    const verifying = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) => o.title === 'Under triage')!;
    fireEvent.click(verifying);
    await waitFor(() => expect(router.state.location.search).toBe('?status=verifying'));
    expect(await within(table).findByText('No reports')).toBeTruthy();
  }, 120_000);
});
