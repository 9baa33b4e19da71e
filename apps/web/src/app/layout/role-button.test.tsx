import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSessionValue, setSessionValue } from '@/lib/session';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import { RoleButton } from './role-button';
import { SessionActions } from './session-actions';

function signIn(usertype: string, userStatus: string) {
  setSessionValue('jwtToken', 'sess-role');
  setSessionValue('username', '示例科技');
  setSessionValue('usertype', usertype);
  setSessionValue('userStatus', userStatus);
}

/** /find/userstatus answering `status`: the button decides by the fresh status, not the stored one. */
const statusIs = (status: string, usertype = 'company') =>
  mockFetch((url) => (url.pathname === '/web/v1/find/userstatus' ? ok({ status, teamApply: 0, teamMenu: false, username: '示例科技', usertype }) : undefined));

const render = (locale: 'zh' | 'en' = 'zh') => renderWithProviders(<RoleButton />, { path: '/game', routePath: '/game', locale });

describe('RoleButton (spec 000 §2 top navigation, §4 publish entry)', () => {
  it('a certified company publishes: the fresh status opens the wizard', async () => {
    signIn('company', 'companyFileUploaded');
    statusIs('certification');
    const { router } = await render();
    expect(screen.queryByTestId('nav-submit-vulnerability')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '发布项目' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/company/publishProject'));
    expect(getSessionValue('userStatus')).toBe('certification');
  });

  it.each([
    ['imperfect', '请先完善个人信息', '/userCenter/myAccount'],
    ['unauthorized', '请先完成企业认证', '/userCenter/myAccount'],
    ['foriben', '账号已被禁用', '/userCenter/myAccount'],
  ] as const)('a company in %s meets its prompt and is sent to the account centre', async (status, title, target) => {
    signIn('company', 'certification');
    statusIs(status);
    const { router } = await render();
    fireEvent.click(screen.getByTestId('nav-publish-project'));
    const prompt = await screen.findByTestId(`publish-prompt-${status}`);
    expect(prompt.textContent).toContain(title);
    fireEvent.click(screen.getByTestId('publish-prompt-action'));
    await waitFor(() => expect(router.state.location.pathname).toBe(target));
  });

  it('a company whose certification is under review is told to wait, and stays', async () => {
    signIn('company', 'companyFileUploaded');
    statusIs('companyFileUploaded');
    const { router } = await render('en');
    fireEvent.click(screen.getByRole('button', { name: 'Publish project' }));
    const prompt = await screen.findByTestId('publish-prompt-checkCertification');
    expect(prompt.textContent).toContain('Certification under review');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByTestId('publish-prompt-checkCertification')).toBeNull());
    expect(router.state.location.pathname).toBe('/game');
  });

  it('hackers and suppliers get submit vulnerability, which leads to the project hall; staff get neither button', async () => {
    signIn('hacker', 'certification');
    const { router, unmount } = await render();
    expect(screen.queryByTestId('nav-publish-project')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: '提交漏洞' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hackerservice/projectPage'));
    unmount();

    signIn('', 'certification');
    await render();
    expect(screen.queryByTestId('nav-submit-vulnerability')).toBeNull();
    expect(screen.queryByTestId('nav-publish-project')).toBeNull();
  });

  it('a visitor sees submit vulnerability, which asks them to sign in', async () => {
    await renderWithProviders(<SessionActions />, { path: '/game', routePath: '/game', locale: 'en' });
    expect(screen.getByTestId('nav-submit-vulnerability').textContent).toBe('Submit vulnerability');
  });
});
