import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CAROUSEL_INTERVAL_MS } from '@wardline/contract';
import { changeLocale } from '@/i18n';
import { mockFetch, ok, testQueryClient } from '@/test/render';
import HomePage from './home-page';

const SLIDES = [1, 2, 3].map((id) => ({ id: `slide-${id}`, fingurePath: `/images/carousel/${id}.svg`, link: '/game' }));
const TILES = [{ id: 'tile-projects', name: 'Projects', introduce: 'Open projects', url: '/game', logo: null, thirdParty: false }];

/** The home page with no Ant Design provider around it, as the router renders it (features/home/routes.ts: antd false). */
async function openHome() {
  await changeLocale('en');
  mockFetch(
    (url) => (url.pathname === '/web/v1/fingure/list' ? ok(SLIDES) : undefined),
    (url) => (url.pathname === '/web/v1/platform/entrance/list' ? ok(TILES) : undefined),
  );
  const router = createMemoryRouter([{ path: '/', element: <HomePage /> }]);
  const view = render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByTestId('entrance-tile');
  return view;
}

afterEach(() => vi.useRealTimers());

describe('the home page (painted without a component library)', () => {
  it('renders no Ant Design component', async () => {
    const { container } = await openHome();
    expect(container.querySelector('[class*="ant-"]')).toBeNull();
  });

  it('moves the carousel on its own every interval, pauses while hovered, and a dot chooses a slide', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await openHome();
    const carousel = screen.getByTestId('home-carousel');
    expect(carousel.getAttribute('data-state')).toBe('ready');
    expect(carousel.getAttribute('data-active')).toBe('0');
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS));
    expect(carousel.getAttribute('data-active')).toBe('1');
    fireEvent.mouseEnter(carousel);
    act(() => vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * 2));
    expect(carousel.getAttribute('data-active')).toBe('1');
    fireEvent.mouseLeave(carousel);
    fireEvent.click(within(carousel).getByRole('button', { name: 'Slide 3 of 3' }));
    expect(carousel.getAttribute('data-active')).toBe('2');
    // Only the shown slide can be reached by keyboard or a screen reader.
    expect(within(carousel).getAllByRole('group', { hidden: false }).length).toBe(1);
  });

  it('switches the service tabs by click and with the arrow keys', async () => {
    await openHome();
    const tabs = within(screen.getByTestId('service-tabs')).getAllByRole('tab');
    expect(tabs).toHaveLength(3);
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(tabs[1]!);
    expect(tabs[1]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tabs[1]!, { key: 'ArrowRight' });
    expect(tabs[2]!.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tabs[2]);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[2]!.id);
    expect(within(screen.getByRole('tabpanel')).getAllByRole('listitem').length).toBeGreaterThan(0);
  });
});
