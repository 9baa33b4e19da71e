/**
 * Shared setup of the web component tests (jsdom). Shims for browser APIs jsdom lacks
 * and Ant Design relies on, the i18n instance, and a clean DOM and storage per test.
 */
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import '@/i18n';
import { loadStrings } from '@/i18n/load-strings';
import { addShellStrings, allStringLoaders } from '@/app/strings';
import { contractViolations } from './mock-fetch';
import { slimAntdStyles } from './antd-styles';

slimAntdStyles();

// In the app each page loads its namespaces with its route; a component test renders pages directly.
addShellStrings();
await loadStrings(allStringLoaders());

// Ant Design validates and animates asynchronously; under a parallel run one second is too tight.
configure({ asyncUtilTimeout: 5000 });

// matchMedia: nothing matches unless a test says otherwise (vi.spyOn(window, 'matchMedia')).
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// <dialog>: jsdom has the element but not its modal methods; open and close are what tests see.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverShim {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverShim });
}

// jsdom does not implement pseudo-element styles and logs for every call antd makes with one.
const realGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt: Element) => realGetComputedStyle(elt);

// Ant Design scrolls fields into view; jsdom has no layout to scroll.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
window.scrollTo = (() => undefined) as typeof window.scrollTo;

const realFetch = globalThis.fetch;

afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
  localStorage.clear();
  // The next test, or the next file of this worker (web tests share one module graph), starts with none.
  sessionStorage.clear();
  vi.restoreAllMocks();
  // A fake answer the real server could not send fails the test that used it (see mockFetch).
  const violations = contractViolations.splice(0);
  if (violations.length > 0) throw new Error(`Fake answers that break the API contract:\n${violations.join('\n')}`);
});
