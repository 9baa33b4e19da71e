import { screen } from '@testing-library/react';
import { mockFetch, ok, renderWithProviders, type Reply } from '@/test/render';
import { BUG_ID } from './test-fixtures';
import BugDetailPage from './bug-detail-page';

const isDetail = (url: URL) => url.pathname === '/web/v1/bugdetail';
const isComments = (url: URL) => url.pathname === '/web/v1/commentlist';

/** Opens the detail page on a canned /bugdetail answer (a function answers afresh on each reload), with no comments. */
export async function openBug(answer: Reply | (() => Reply), { locale = 'zh' as 'zh' | 'en', path = `/bugPage/detail/${BUG_ID}`, more = [] as Parameters<typeof mockFetch> } = {}) {
  const calls = mockFetch(
    (url) => (isDetail(url) ? (typeof answer === 'function' ? answer() : answer) : undefined),
    (url) => (isComments(url) ? ok({ data: [], total: 0 }) : undefined),
    ...more,
  );
  const routePath = path.startsWith('/userCenter') ? '/userCenter/bugPage/detail/:id' : '/bugPage/detail/:id';
  const view = await renderWithProviders(<BugDetailPage />, { path, routePath, locale });
  await screen.findByTestId('bug-detail');
  return { ...view, calls };
}

