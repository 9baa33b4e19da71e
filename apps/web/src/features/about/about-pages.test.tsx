import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import HackerGuidePage from './hacker-guide-page';
import HackerRightsPage from './hacker-rights-page';
import HoleLevelPage from './hole-level-page';
import PrivacyProtocolPage from './privacy-protocol-page';
import UserProtocolPage from './user-protocol-page';

/** No interface key may reach the screen untranslated. */
function expectNoRawKeys(container: HTMLElement) {
  expect(container.textContent).not.toMatch(/\b(breadcrumb|holeLevel|hackerGuide|rights|legal|toc)\.[a-z]/);
}

describe('hacker guide', () => {
  it('reads 白帽服务 in the breadcrumb under /hackerservice', async () => {
    const { container } = await renderWithProviders(<HackerGuidePage />, { path: '/hackerservice/hacker-guide' });
    const crumbs = container.querySelector('.ant-breadcrumb')!;
    expect(crumbs.textContent).toContain('白帽服务');
    expect(crumbs.textContent).not.toContain('关于我们');
    expect(screen.getByRole('heading', { level: 1, name: '白帽指南' })).toBeTruthy();
    expectNoRawKeys(container);
  });

  it('reads About us under /about, and shows the normalised URL', async () => {
    const { container } = await renderWithProviders(<HackerGuidePage />, { path: '/about/hacker-guide', locale: 'en' });
    expect(container.querySelector('.ant-breadcrumb')!.textContent).toContain('About us');
    expect(container.querySelector('#url')).not.toBeNull();
    expect(screen.getByText('https://shop.example.com/api/order/detail?id&type')).toBeTruthy();
    expectNoRawKeys(container);
  });
});

describe('user agreement page', () => {
  it.each(['zh', 'en'] as const)('shows 14 numbered sections with anchors and a table of contents (%s)', async (locale) => {
    const { container } = await renderWithProviders(<UserProtocolPage />, { locale });
    const headings = container.querySelectorAll('article h2[id]');
    expect(headings).toHaveLength(14);
    expect(headings[13]!.id).toBe('governing-law');
    expect(container.querySelectorAll('nav a[href^="#"]')).toHaveLength(14);
    expectNoRawKeys(container);
  });
});

describe('privacy policy page', () => {
  it('promises a reply within 15 days', async () => {
    const { container } = await renderWithProviders(<PrivacyProtocolPage />);
    expect(container.querySelector('#contact')).not.toBeNull();
    expect(container.textContent).toContain('15 日内答复');
  });
});

describe('hole level page', () => {
  it('lists the four default levels with weights and capped points', async () => {
    const { container } = await renderWithProviders(<HoleLevelPage />, { locale: 'en' });
    for (const id of ['levels', 'level-urgent', 'level-high', 'level-middle', 'level-low', 'duplicates', 'confirmation'])
      expect(container.querySelector(`#${id}`), id).not.toBeNull();
    const overview = container.querySelector('.ant-table')!;
    expect(overview.textContent).toContain('Critical');
    expect(overview.textContent).toContain('48'); // weight 40 at V2/V3
    expectNoRawKeys(container);
  });
});

describe('hacker rights page', () => {
  it('shows levels from last year’s points and the benefits table', async () => {
    const { container } = await renderWithProviders(<HackerRightsPage />);
    expect(container.querySelector('.ant-breadcrumb')!.textContent).toContain('白帽服务');
    const text = container.textContent ?? '';
    for (const fact of ['低于 10 分', '10 分至不足 600 分', '600 分至不足 1200 分', '1200 分及以上', '每 50 积分 1 张', '累计 10 积分', '1.2 倍']) expect(text).toContain(fact);
    const benefits = container.querySelector('#benefits')!.closest('section')!;
    const row = (label: string) => [...benefits.querySelectorAll('tr')].find((tr) => tr.textContent?.startsWith(label))!;
    expect([...row('优先通行证').querySelectorAll('td')].slice(1).map((td) => td.textContent)).toEqual(['—', '—', '2', '12', '24']);
    expect([...row('礼品兑换（次').querySelectorAll('td')].slice(1).map((td) => td.textContent)).toEqual(['1', '1', '4', '12', '12']);
    expectNoRawKeys(container);
  });
});
