/**
 * Runs `callback` once the page has loaded (its scripts, styles and images) and the browser
 * is idle, so work the first view does not need never competes with it on a slow phone.
 * At once-ish when the page loaded long ago (a later navigation). Answers a cancel function.
 */
export function afterPageLoad(callback: () => void): () => void {
  let idle = 0;
  let cancelled = false;
  const settle = () => {
    if (cancelled) return;
    idle = window.requestIdleCallback ? window.requestIdleCallback(callback, { timeout: 2000 }) : window.setTimeout(callback, 200);
  };
  if (document.readyState === 'complete') settle();
  else window.addEventListener('load', settle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', settle);
    if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}
