/**
 * Ant Design injects its CSS at run time: thousands of rules, which jsdom matches one by one on
 * every getComputedStyle, and testing-library's role queries ask for the computed style of each
 * element they consider. Only the rules that hide something change what a test can see or reach
 * (a closed dropdown, an inactive tab), so a test document keeps those and drops the rest.
 */
const HIDES = /display\s*:\s*none|visibility\s*:\s*hidden/i;
/** At-rules whose blocks hold style rules; any other at-rule (keyframes, font-face) is dropped. */
const GROUPING = /^@(media|supports|layer|container)\b/i;

/** The CSS text with only the rules that hide elements, and the groups around them. */
export function keepHidingRules(css: string): string {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  let kept = '';
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf('{', at);
    const semicolon = text.indexOf(';', at);
    // A statement at-rule (`@layer a, b;`, `@import …;`) has no block.
    if (open < 0 || (semicolon >= 0 && semicolon < open)) {
      if (open < 0) break;
      at = semicolon + 1;
      continue;
    }
    const close = blockEnd(text, open);
    const prelude = text.slice(at, open).trim();
    const body = text.slice(open + 1, close);
    if (prelude.startsWith('@')) {
      if (GROUPING.test(prelude)) {
        const inner = keepHidingRules(body);
        if (inner) kept += `${prelude}{${inner}}`;
      }
    } else if (HIDES.test(body)) {
      kept += `${prelude}{${body}}`;
    }
    at = close + 1;
  }
  return kept;
}

/** The index of the brace that closes the block opened at `open`. */
function blockEnd(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '{') depth += 1;
    else if (text[i] === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
  }
  return text.length;
}

/**
 * Style elements Ant Design's injector writes (marked `data-rc-order`) get the hiding rules
 * only; reading them back gives the full text, so the injector sees its own CSS and leaves
 * them alone until the CSS changes.
 */
export function slimAntdStyles(): void {
  const inner = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML');
  if (!inner?.get || !inner.set) throw new Error('jsdom no longer defines Element.prototype.innerHTML');
  const { get, set } = inner;
  const written = new WeakMap<Element, string>();
  Object.defineProperty(HTMLStyleElement.prototype, 'innerHTML', {
    configurable: true,
    get(this: HTMLStyleElement) {
      return written.get(this) ?? get.call(this);
    },
    set(this: HTMLStyleElement, css: string) {
      if (!this.hasAttribute('data-rc-order')) {
        written.delete(this);
        set.call(this, css);
        return;
      }
      written.set(this, css);
      set.call(this, keepHidingRules(css));
    },
  });
}
