import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPageLoad } from './after-page-load';

describe('afterPageLoad (work a first view does not need waits for the page)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('waits for the load event, then an idle moment', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const run = vi.fn();
    afterPageLoad(run);
    vi.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs soon when the page loaded long ago, and never once cancelled', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const cancel = afterPageLoad(run);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(run).not.toHaveBeenCalled();
    afterPageLoad(run);
    vi.advanceTimersByTime(200);
    expect(run).toHaveBeenCalledOnce();
  });
});
