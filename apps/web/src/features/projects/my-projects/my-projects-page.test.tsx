import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import { myProject, signIn } from '../test-fixtures';
import MyProjectsPage from './my-projects-page';

const PATH = '/userCenter/myProject';
const isList = (url: URL) => url.pathname === '/web/v1/project/getpersonalprojectList';

describe('my projects (/userCenter/myProject)', () => {
  it('shows a company its projects with their review state and staff\'s reason; filters live in the address', async () => {
    signIn('company');
    const calls = mockFetch((url) =>
      isList(url)
        ? ok({
            data: [
              myProject(1, { states: 'failed', status: 'failed', rejectReason: '测试范围填写不完整', operation: null, joinStatus: null, mySelfProject: true }),
              myProject(2, { states: 'unaudited', status: 'unaudited', operation: null, joinStatus: null, mySelfProject: true }),
            ],
            total: 12,
          })
        : undefined,
    );
    const { router } = await renderWithProviders(<MyProjectsPage />, { path: `${PATH}?status=failed&search=支付`, routePath: PATH });
    const table = await screen.findByTestId('my-project-list');
    await within(table).findByText('支付网关众测 1');
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ status: 'failed', search: '支付', page: '1', size: '10' });
    expect(within(table).getAllByTestId('my-project-status').map((s) => s.textContent)).toEqual(['审核未通过', '待审核']);
    expect(within(table).getByTestId('my-project-reason').textContent).toBe('测试范围填写不完整');
    expect(screen.getByText('共 12 个项目')).toBeTruthy();

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(router.state.location.search).toBe(`?${new URLSearchParams({ status: 'failed', search: '支付', page: '2' })}`));
    await waitFor(() => expect(calls.at(-1)!.url.searchParams.get('page')).toBe('2'));

    fireEvent.click(within(table).getByText('支付网关众测 2'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/userCenter/projectPage/detail/${myProject(2).id}`));
  }, 60_000);

  it('shows a hacker the projects it enrolled in with the enrolment state, and says when there are none', async () => {
    signIn('hacker');
    let data = [myProject(3, { enterstatus: 'apply', operation: 'auditing', joinStatus: 'applying' })];
    mockFetch((url) => (isList(url) ? ok({ data, total: data.length }) : undefined));
    const { router } = await renderWithProviders(<MyProjectsPage />, { path: PATH, routePath: PATH, locale: 'en' });
    const table = await screen.findByTestId('my-project-list');
    expect((await within(table).findByTestId('my-project-enterstatus')).textContent).toBe('Pending review');
    expect(within(table).getByText('Application pending')).toBeTruthy();

    data = [];
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'nothing' } });
    fireEvent.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=nothing'));
    expect(await within(table).findByText('No projects')).toBeTruthy();
  }, 60_000);
});
