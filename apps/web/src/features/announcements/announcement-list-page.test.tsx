import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import AnnouncementListPage from './announcement-list-page';
import { pageNumbers } from './pagination';

const item = (id: number, type: 1 | 2) => ({ id: `a${id}`, title: `公告 ${id}`, introduce: `简介 ${id}`, createDate: '2025-03-04T02:00:00.000Z', type, icon: null, language: 'zh' as const });

describe('AnnouncementListPage', () => {
  it('reads tab and page from the URL, asks for 12 a page, and writes them back', async () => {
    const calls = mockFetch((url) =>
      url.pathname === '/web/v1/announcement/list' ? ok({ total: 30, data: Array.from({ length: 12 }, (_, i) => item(i + 1, 2)) }) : undefined,
    );
    const { router } = await renderWithProviders(<AnnouncementListPage />, { path: '/announcement?type=2&page=2', routePath: '/announcement' });
    expect(await screen.findByText('公告 1')).toBeTruthy();
    expect(calls[0]!.url.searchParams.get('type')).toBe('2');
    expect(calls[0]!.url.searchParams.get('page')).toBe('2');
    expect(calls[0]!.url.searchParams.get('size')).toBe('12');
    expect(screen.getAllByTestId('announcement-card')).toHaveLength(12);
    expect(screen.getAllByText('2025-03-04').length).toBe(12);

    fireEvent.click(screen.getByRole('tab', { name: '活动' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=1'));
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('type')).toBe('1'));

    fireEvent.click(screen.getByRole('tab', { name: '全部' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.has('type')).toBe(false));
  });

  it('shows a warning with the server message and an empty list when loading fails', async () => {
    mockFetch((url) => (url.pathname === '/web/v1/announcement/list' ? { status: 400, body: { errcode: 400, errmsg: '页码必须是正整数', ret: null } } : undefined));
    await renderWithProviders(<AnnouncementListPage />, { path: '/announcement', routePath: '/announcement' });
    expect(await screen.findByText('页码必须是正整数')).toBeTruthy();
    expect(screen.getByText('暂无公告')).toBeTruthy();
  });

  it('pages with numbered buttons in a named navigation, and moves between tabs with the arrow keys', async () => {
    mockFetch((url) => (url.pathname === '/web/v1/announcement/list' ? ok({ total: 30, data: Array.from({ length: 12 }, (_, i) => item(i + 1, 2)) }) : undefined));
    const { router } = await renderWithProviders(<AnnouncementListPage />, { path: '/announcement', routePath: '/announcement' });
    const pages = await screen.findByRole('navigation', { name: '公告分页' });
    expect(pages.textContent).toContain('共 30 条');
    expect(screen.getByRole('button', { name: '第 1 页' }).getAttribute('aria-current')).toBe('page');
    expect((screen.getByRole('button', { name: '上一页' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));

    const all = screen.getByRole('tab', { name: '全部' });
    expect(all.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(all, { key: 'ArrowRight' });
    await waitFor(() => expect(router.state.location.search).toBe('?type=2'));
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: '公告' }));
  });

  it('shows the first, the last and two pages either side of the current one', () => {
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pageNumbers(1, 1)).toEqual([1]);
  });
});
