import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import GamePage from './game-page';

/** Makes the listed media queries match (e.g. reduced motion), everything else not. */
function matchMediaFor(matching: (query: string) => boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: matching(query), media: query, onchange: null, addEventListener: () => undefined, removeEventListener: () => undefined, addListener: () => undefined, removeListener: () => undefined, dispatchEvent: () => false }) as MediaQueryList,
  );
}

const ring = () => screen.getByTestId('game-ring');
/** Advances in ring steps, letting React commit between them: each step arms the next timer. */
async function advance(ms: number) {
  for (let left = ms; left > 0; left -= 500) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(Math.min(500, left));
    });
  }
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('GamePage', () => {
  it('turns the ring 60° every 2.5 s and shows the event in focus', async () => {
    await renderWithProviders(<GamePage />);
    expect(ring().dataset.activeYear).toBe('2010');
    expect(screen.getByTestId('game-stage').dataset.layout).toBe('wide');
    await advance(2500);
    expect(ring().dataset.activeYear).toBe('2011');
    expect(ring().dataset.rotation).toBe('-60');
    expect(screen.getByTestId('game-detail').textContent).toContain('第二十六届世界大学生夏季运动会网络安全保障');
    await advance(2500 * 5);
    expect(ring().dataset.activeYear).toBe('2010');
  });

  it('pauses while hovered and resumes after', async () => {
    await renderWithProviders(<GamePage />);
    fireEvent.mouseEnter(screen.getByTestId('game-stage'));
    await advance(10_000);
    expect(ring().dataset.activeYear).toBe('2010');
    expect(ring().dataset.autoRotating).toBe('false');
    fireEvent.mouseLeave(screen.getByTestId('game-stage'));
    await advance(2500);
    expect(ring().dataset.activeYear).toBe('2011');
  });

  it('selects a clicked event and turns the shortest way to it', async () => {
    await renderWithProviders(<GamePage />, { locale: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Show 2020: Winter sports test events' }));
    expect(ring().dataset.activeYear).toBe('2020');
    expect(ring().dataset.rotation).toBe('120');
    expect(screen.getByTestId('game-detail').dataset.year).toBe('2020');
    expect(screen.getByRole('button', { name: /2020/, pressed: true })).toBeTruthy();
  });

  it('does not rotate by itself when the user prefers reduced motion, and switches layout on small screens', async () => {
    matchMediaFor((q) => q.includes('prefers-reduced-motion') || q.includes('max-width'));
    await renderWithProviders(<GamePage />);
    await advance(10_000);
    expect(ring().dataset.activeYear).toBe('2010');
    expect(screen.getByTestId('game-stage').dataset.layout).toBe('compact');
    expect(screen.queryByTestId('game-toggle-rotation')).toBeNull();
  });

  it('can be stopped and restarted with the pause button', async () => {
    await renderWithProviders(<GamePage />);
    fireEvent.click(screen.getByTestId('game-toggle-rotation'));
    await advance(7500);
    expect(ring().dataset.activeYear).toBe('2010');
    fireEvent.click(screen.getByTestId('game-toggle-rotation'));
    await advance(2500);
    expect(ring().dataset.activeYear).toBe('2011');
  });
});
