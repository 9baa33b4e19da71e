import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, ok, renderWithProviders } from '@/test/render';
import AttackEffectPage from './attack-effect-page';
import BugbountyPage from './bugbounty-page';
import InternetAttackPage from './internet-attack-page';

function contactApi() {
  return mockFetch((url) => {
    if (url.pathname === '/web/v1/contact/services') return ok([{ id: 'svc-crowd', name: '可信众测' }]);
    if (url.pathname === '/web/v1/contact/config/detail') return ok({ contactWxImg: '/images/qr/wechat.svg', contactPhone: '400-820-2026' });
    return undefined;
  });
}

afterEach(() => vi.useRealTimers());

describe.each([
  ['bugbounty', BugbountyPage, '1', '让经过审核的白帽子，为你的业务找出真实风险'],
  ['internet attack', InternetAttackPage, '2', '先于攻击者，看清你暴露在互联网上的每一个入口'],
  ['attack effect', AttackEffectPage, '3', '用真实的攻击手法，检验你的防御是否真正有效'],
] as const)('%s page', (_, Page, source, title) => {
  it('has its hero, its sections and ends with the contact form of its source', async () => {
    contactApi();
    const { container } = await renderWithProviders(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    for (const id of ['value', 'process', 'deliverables', 'faq', 'contact']) expect(container.querySelector(`#${id}`), id).not.toBeNull();
    const form = container.querySelector('[data-testid="contact-form"]')!;
    expect(form.getAttribute('data-source')).toBe(source);
    expect(container.querySelector('#contact')!.contains(form)).toBe(true);
    expect(container.textContent).not.toMatch(/\b(sections|carousel|pages)\.[a-z]/);
  });
});

describe('internet attack page', () => {
  it('titles its carousel 服务价值 and never moves it on its own', async () => {
    contactApi();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderWithProviders(<InternetAttackPage />);
    expect(screen.getByRole('heading', { level: 2, name: '服务价值' })).toBeTruthy();
    const carousel = screen.getByTestId('service-value-carousel');
    const tabs = within(carousel).getAllByRole('tab');
    expect(tabs).toHaveLength(4);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    await act(async () => {
      vi.advanceTimersByTime(20_000);
    });
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    // Slides are not cloned: every slide title appears once.
    expect(within(carousel).getAllByRole('heading', { level: 3, hidden: true })).toHaveLength(4);
    fireEvent.click(within(carousel).getByRole('button', { name: '下一项' }));
    await act(async () => {
      vi.advanceTimersByTime(2_000);
    });
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
  });

  it('reads Service value in English', async () => {
    contactApi();
    await renderWithProviders(<InternetAttackPage />, { locale: 'en' });
    expect(screen.getByRole('heading', { level: 2, name: 'Service value' })).toBeTruthy();
  });
});
