import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MessageConfig, NewsItem } from '@wardline/contract';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import NewsPage from './news-page';

const item = (n: number, status: 'unread' | 'read' = 'unread'): NewsItem => ({
  id: `msg${String(n).padStart(13, '0')}`,
  msgStatus: status,
  msgContent: `平台发布了新公告：公告 ${n}`,
  url: `/announcement/detail/${n}`,
  createTime: '2026-11-20T08:30:00.000Z',
});

const config: MessageConfig = {
  languageType: 0,
  modeConfigVos: [
    { id: 1, title: '短信', account: '138****0001', status: 1 },
    { id: 2, title: '邮件', account: '', status: 0 },
    { id: 3, title: '钉钉', account: '', status: 0 },
  ],
  contentConfigVos: [
    { id: 1, name: '认证审核结果通知', status: 1 },
    { id: 2, name: '平台公告通知', status: 0 },
  ],
};

describe('NewsPage (/userCenter/news)', () => {
  it('asks for the tab, page and size in the address, and offers 10, 20, 50 and 100 per page', async () => {
    const calls = mockFetch((url) =>
      url.pathname === '/web/v1/getNewsList' ? ok({ total: 45, data: Array.from({ length: Number(url.searchParams.get('size')) }, (_, i) => item(i + 1)) }) : undefined,
    );
    const { router } = await renderWithProviders(<NewsPage />, { path: '/userCenter/news?status=unread&size=20', routePath: '/userCenter/news' });
    expect(await screen.findByText('平台发布了新公告：公告 1')).toBeTruthy();
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ page: '1', size: '20', status: 'unread' });
    expect(screen.getByText('共 45 条')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: '已读' }));
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('status')).toBe('read'));
    expect(router.state.location.search).toBe('?status=read&size=20');

    fireEvent.mouseDown(screen.getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent?.match(/\d+/)?.[0])).toEqual(['10', '20', '50', '100']);
  });

  it('warns "not selected" when nothing is chosen, and marks the chosen (or all on the page) read', async () => {
    const calls = mockFetch(
      (url) => (url.pathname === '/web/v1/getNewsList' ? ok({ total: 3, data: [item(1), item(2), item(3, 'read')] }) : undefined),
      (url, init) => (url.pathname === '/web/v1/updateNewStatus' && init?.method === 'PUT' ? ok({ updated: 2, unread: 0 }, '已标记为已读') : undefined),
    );
    await renderWithProviders(<NewsPage />, { path: '/userCenter/news', routePath: '/userCenter/news', locale: 'en' });
    await screen.findByText('平台发布了新公告：公告 1');
    fireEvent.click(screen.getByTestId('news-mark-read'));
    expect(await screen.findByText('No message selected')).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === '/web/v1/updateNewStatus')).toBe(false);

    fireEvent.click(screen.getByTestId('news-select-all'));
    fireEvent.click(screen.getByTestId('news-mark-read'));
    await waitFor(() => expect(calls.find((c) => c.url.pathname === '/web/v1/updateNewStatus')?.body).toEqual({ idList: [item(1).id, item(2).id, item(3).id] }));
    expect(await screen.findByText('Marked as read')).toBeTruthy();
  });

  it('opens a message at its address, which marks it read', async () => {
    const calls = mockFetch(
      (url) => (url.pathname === '/web/v1/getNewsList' ? ok({ total: 1, data: [item(7)] }) : undefined),
      (url) => (url.pathname === '/web/v1/getNewsDetail' ? ok({ ...item(7), msgStatus: 'read' }) : undefined),
    );
    const { router } = await renderWithProviders(<NewsPage />, { path: '/userCenter/news', routePath: '/userCenter/news' });
    fireEvent.click(await screen.findByText('平台发布了新公告：公告 7'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/announcement/detail/7'));
    expect(calls.find((c) => c.url.pathname === '/web/v1/getNewsDetail')!.url.searchParams.get('id')).toBe(item(7).id);
  });

  it('edits the settings one switch at a time; a channel without an account cannot be turned on', async () => {
    const calls = mockFetch(
      (url) => (url.pathname === '/web/v1/getNewsList' ? ok({ total: 0, data: [] }) : undefined),
      (url) => (url.pathname === '/web/v1/fetchMessageConfigList' ? ok(config) : undefined),
      (url, init) => (url.pathname === '/web/v1/editMessageConfig' && init?.method === 'PUT' ? ok({ ...config, languageType: 1 }, '修改成功') : undefined),
    );
    await renderWithProviders(<NewsPage />, { path: '/userCenter/news', routePath: '/userCenter/news' });
    expect(await screen.findByText('暂无消息')).toBeTruthy();
    fireEvent.click(screen.getByTestId('news-settings'));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('138****0001')).toBeTruthy();
    expect(within(dialog).getAllByText('未绑定')).toHaveLength(2);
    expect((within(dialog).getByTestId('channel-2') as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(within(dialog).getByLabelText('English'));
    await waitFor(() => expect(calls.find((c) => c.url.pathname === '/web/v1/editMessageConfig')?.body).toEqual({ id: 0, type: 2, status: 1 }));
    expect(await screen.findByText('修改成功')).toBeTruthy();
    await waitFor(() => expect((within(dialog).getByLabelText('English') as HTMLInputElement).checked).toBe(true));
  });
});
