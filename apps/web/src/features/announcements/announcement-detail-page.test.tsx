import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import AnnouncementDetailPage from './announcement-detail-page';

/** Announcements are named by public id (issue 12 item 3). */
const ID = '5e1ec7ed5e1ec7ed5e1ec7ed5e1ec7ed';

const HOSTILE = [
  '<p>规则更新说明</p>',
  '<img src=x onerror=alert(1)>',
  '<script>window.__pwned = true</script>',
  '<a href="javascript:alert(2)">坏链接</a>',
  '<a href="https://example.org/rules">外部链接</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<style>body{display:none}</style>',
  '<p style="color:red" onclick="alert(3)">正文</p>',
].join('');

function detailApi(content: string) {
  return mockFetch((url) =>
    url.pathname === `/web/v1/announcement/detail/${ID}`
      ? ok({ id: ID, title: '白帽积分规则更新', introduce: '简介', createDate: '2025-03-04T02:00:00.000Z', type: 2, icon: null, language: 'zh', content, contentLanguage: 'zh' })
      : undefined,
  );
}

describe('AnnouncementDetailPage', () => {
  it('tells an English reader the announcement exists only in Chinese, and marks the text as Chinese', async () => {
    detailApi('<p>规则更新说明</p>');
    await renderWithProviders(<AnnouncementDetailPage />, { path: `/announcement/detail/${ID}`, routePath: '/announcement/detail/:id', locale: 'en' });
    expect((await screen.findByTestId('announcement-untranslated')).textContent).toContain('no English version yet');
    expect(screen.getByRole('heading', { level: 1 }).getAttribute('lang')).toBe('zh-CN');
    expect(screen.getByTestId('rich-text').getAttribute('lang')).toBe('zh-CN');
  });

  it('says nothing of a translation to a Chinese reader', async () => {
    detailApi('<p>规则更新说明</p>');
    await renderWithProviders(<AnnouncementDetailPage />, { path: `/announcement/detail/${ID}`, routePath: '/announcement/detail/:id', locale: 'zh' });
    await screen.findByRole('heading', { level: 1, name: '白帽积分规则更新' });
    expect(screen.queryByTestId('announcement-untranslated')).toBeNull();
  });

  it('renders the title, date and sanitised body, with no script or handler surviving', async () => {
    detailApi(HOSTILE);
    await renderWithProviders(<AnnouncementDetailPage />, { path: `/announcement/detail/${ID}`, routePath: '/announcement/detail/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: '白帽积分规则更新' })).toBeTruthy();
    expect(screen.getByText(/2025-03-04/)).toBeTruthy();

    const body = screen.getByTestId('rich-text');
    expect(body.classList.contains('wl-rich-text')).toBe(true);
    expect(body.textContent).toContain('规则更新说明');
    expect(body.querySelector('script, iframe, style')).toBeNull();
    for (const el of body.querySelectorAll('*')) {
      for (const attr of el.getAttributeNames()) {
        expect(attr.startsWith('on'), `${el.tagName} ${attr}`).toBe(false);
        expect(attr).not.toBe('style');
      }
    }
    const img = body.querySelector('img');
    expect(img?.getAttribute('onerror')).toBeFalsy();
    expect(body.innerHTML).not.toMatch(/javascript:|alert\(/);
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();

    const external = screen.getByText('外部链接') as HTMLAnchorElement;
    expect(external.getAttribute('rel')).toBe('noopener noreferrer');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('坏链接').getAttribute('href')).toBeNull();
  });

  it('shows a friendly not-found state for a 404, such as an old link by serial number', async () => {
    mockFetch();
    await renderWithProviders(<AnnouncementDetailPage />, { path: '/announcement/detail/999', routePath: '/announcement/detail/:id' });
    expect(await screen.findByText('公告不存在')).toBeTruthy();
    expect(screen.getByText('返回公告列表')).toBeTruthy();
  });

  it('treats an address that cannot be an id as not found without calling the API', async () => {
    const calls = mockFetch();
    await renderWithProviders(<AnnouncementDetailPage />, { path: '/announcement/detail/a.b', routePath: '/announcement/detail/:id', locale: 'en' });
    expect(await screen.findByText('Announcement not found')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
