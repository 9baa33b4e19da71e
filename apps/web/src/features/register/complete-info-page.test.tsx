import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '@/i18n';
import { getSessionValue, setSessionValue } from '@/lib/session';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import { testKeyPair } from '@/test/rsa';
import CompleteInfoPage from './complete-info-page';

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => {
  fireEvent.change(input(label), { target: { value } });
  fireEvent.blur(input(label));
};
const itemOf = (label: string) => input(label).closest('.ant-form-item') as HTMLElement;

/** The options of the open select popup titled exactly `title`. */
const openOptions = (title: string) =>
  [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')].filter((o) => o.title === title);

/** Picks an option of an Ant Design select by typing into its search and clicking the match. */
async function choose(label: string, search: string, expected: string) {
  const box = input(label);
  fireEvent.mouseDown(box);
  fireEvent.change(box, { target: { value: search } });
  await waitFor(() => expect(openOptions(expected)).toHaveLength(1));
  fireEvent.click(openOptions(expected)[0]!);
  await waitFor(() => expect(itemOf(label).querySelector('.ant-select-content, .ant-select-selection-item')?.textContent).toContain(expected));
}
const shown = (label: string) => itemOf(label).querySelector('.ant-select-content, .ant-select-selection-item')?.textContent ?? '';

async function render(locale: 'zh' | 'en' = 'zh', pem = '') {
  setSessionValue('idToken', 'idt-91c2');
  const calls = mockFetch((url, init) => {
    if (url.pathname === '/web/v1/portal/publicKey') return ok(pem);
    if (url.pathname === '/web/v1/portal/phoneRegisterPerfect' && init?.method === 'POST')
      return ok({ token: 'sess-new', userStatus: 'unIdentityConfirm', usertype: null, username: '青禾' }, '成功');
    return undefined;
  });
  const view = await renderWithProviders(<CompleteInfoPage />, { path: '/register/completeInfo', routePath: '/register/completeInfo', locale });
  return { ...view, calls };
}

afterEach(() => {
  vi.useRealTimers();
});

// Select popups are slow to build in jsdom; the region tests open many of them.

describe('CompleteInfoPage', () => {
  it('sends a visitor without a step-1 token back to create account', async () => {
    mockFetch();
    const { router } = await renderWithProviders(<CompleteInfoPage />, { path: '/register/completeInfo', routePath: '/register/completeInfo' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/createAccount'));
  });

  it('checks the password by the registration rule on blur, in Chinese', async () => {
    await render();
    type('密码', 'abcdefgh');
    expect(await screen.findByText('密码为8-18位，至少包含字母、数字、特殊字符中的两种')).toBeTruthy();
    type('密码', 'abcdefg1');
    type('确认密码', 'abcdefg2');
    expect(await screen.findByText('两次输入的密码不一致')).toBeTruthy();
  });

  it('checks the password by the registration rule on blur, in English', async () => {
    await render('en');
    type('Password', 'Ab#1');
    expect(await screen.findByText('Use 8–18 characters with at least two of letters, digits and special characters')).toBeTruthy();
  });

  it('refuses one of the most common passwords, in both languages, as the server does', async () => {
    await render('en');
    type('Password', 'Password1');
    expect(await screen.findByText('This password is among the most common ones and easy to guess, please choose another', {}, { timeout: 5000 })).toBeTruthy();
    await act(() => changeLocale('zh'));
    type('密码', 'qwer1234');
    expect(await screen.findByText('该密码过于常见，容易被猜中，请换一个', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('requires a nickname', async () => {
    await render();
    fireEvent.click(screen.getByTestId('complete-submit'));
    expect(await screen.findByText('请输入昵称')).toBeTruthy();
    expect(await screen.findByText('请选择出生日期')).toBeTruthy();
  });

  it('blocks birthdays after today: the calendar opens decades back, and a typed future day is refused with a message', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-15T04:00:00Z'));
    await render();
    fireEvent.mouseDown(input('出生日期'));
    fireEvent.click(input('出生日期'));
    expect((await screen.findAllByText(/^1996/)).length).toBeGreaterThan(0);
    fireEvent.input(input('出生日期'), { target: { value: '2026-03-16' } });
    fireEvent.blur(input('出生日期'));
    expect(await screen.findByText('出生日期不能晚于今天')).toBeTruthy();
  });

  it('asks province and city only for China or no country, and resets them by the spec', async () => {
    await render();
    // No country yet: province and city are asked.
    expect(screen.getByLabelText('省份')).toBeTruthy();
    await choose('国家/地区', '日本', '日本');
    await waitFor(() => expect(screen.queryByLabelText('省份')).toBeNull());
    expect(screen.queryByLabelText('城市')).toBeNull();

    await choose('国家/地区', '中国', '中国');
    await choose('省份', '北京', '北京市');
    await choose('城市', '海淀', '海淀区');
    // A new province clears the city.
    await choose('省份', '上海', '上海市');
    await waitFor(() => expect(shown('城市')).not.toContain('海淀区'));
    await choose('城市', '浦东', '浦东新区');
    // A new country clears both, even when China comes back.
    await choose('国家/地区', '新加坡', '新加坡');
    await choose('国家/地区', '中国', '中国');
    expect(shown('省份')).not.toContain('上海市');
    expect(shown('城市')).not.toContain('浦东新区');
  }, 60_000);

  it('lists countries grouped Popular / All and rebuilds them, cleared, on a language change', async () => {
    await render();
    fireEvent.mouseDown(input('国家/地区'));
    expect(await screen.findByText('常用')).toBeTruthy();
    // Past the popular group, the list is virtual: search to bring "All" into view.
    fireEvent.change(input('国家/地区'), { target: { value: '巴西' } });
    expect(await screen.findByText('全部')).toBeTruthy();
    await choose('国家/地区', '中国', '中国');
    await choose('省份', '广东', '广东省');
    await act(() => changeLocale('en'));
    await waitFor(() => expect(shown('Country/region')).not.toContain('China'));
    expect(shown('Province')).not.toContain('广东');
    await choose('Country/region', 'singa', 'Singapore');
    await choose('Country/region', 'china', 'China');
    await choose('Province', 'Guangd', 'Guangdong');
  }, 60_000);

  it('submits with both passwords encrypted, keeps the session it answers and goes to choose identity', async () => {
    const keys = await testKeyPair();
    const { calls, router } = await render('zh', keys.pem);
    type('昵称', '  青禾  ');
    type('密码', 'Qinghe#2026');
    type('确认密码', 'Qinghe#2026');
    fireEvent.mouseDown(input('出生日期'));
    fireEvent.change(input('出生日期'), { target: { value: '1995-06-18' } });
    fireEvent.keyDown(input('出生日期'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    await choose('国家/地区', '日本', '日本');
    fireEvent.click(screen.getByTestId('complete-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/chooseIdentity'));

    const body = calls.find((c) => c.url.pathname === '/web/v1/portal/phoneRegisterPerfect')!.body as Record<string, string>;
    expect(body).toMatchObject({ idToken: 'idt-91c2', username: '青禾', birthday: '1995-06-18', country: 'JP', province: '', city: '' });
    expect(body.password).not.toBe('Qinghe#2026');
    expect(body.password).not.toBe(body.rePassword);
    expect(await keys.decrypt(body.password!)).toBe('Qinghe#2026');
    expect(await keys.decrypt(body.rePassword!)).toBe('Qinghe#2026');
    expect(getSessionValue('jwtToken')).toBe('sess-new');
    expect(getSessionValue('userStatus')).toBe('unIdentityConfirm');
  });

  it('puts the server field errors on the named fields and keeps every value', async () => {
    const keys = await testKeyPair();
    setSessionValue('idToken', 'idt-91c2');
    mockFetch((url) => {
      if (url.pathname === '/web/v1/portal/publicKey') return ok(keys.pem);
      if (url.pathname === '/web/v1/portal/phoneRegisterPerfect')
        return { status: 400, body: { errcode: 400, errmsg: '提交的信息有误，请检查后重试', ret: { fields: [{ field: 'username', message: '该昵称已被使用' }] } } };
      return undefined;
    });
    await renderWithProviders(<CompleteInfoPage />, { path: '/register/completeInfo', routePath: '/register/completeInfo' });
    type('昵称', '青禾');
    type('密码', 'Qinghe#2026');
    type('确认密码', 'Qinghe#2026');
    fireEvent.mouseDown(input('出生日期'));
    fireEvent.change(input('出生日期'), { target: { value: '1995-06-18' } });
    fireEvent.keyDown(input('出生日期'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(screen.getByTestId('complete-submit'));
    expect(await screen.findByText('该昵称已被使用')).toBeTruthy();
    expect(input('昵称').value).toBe('青禾');
    expect(input('密码').value).toBe('Qinghe#2026');
    expect(getSessionValue('jwtToken')).toBeNull();
  });
});
