import { describe, expect, it } from 'vitest';
import { keepHidingRules } from './antd-styles';

describe('the Ant Design rules a test document keeps', () => {
  it('keeps rules that hide elements, inside their media queries, and drops the rest', () => {
    const css = [
      '.a{color:red;padding:4px}',
      ':where(.css-x).ant-select-dropdown-hidden{display: none}',
      '/* a comment { with braces } */',
      '@keyframes spin{from{transform:rotate(0)}to{transform:rotate(360deg)}}',
      '@media (max-width: 575px){.b{margin:0}.ant-col-xs-0{display:none}}',
      '@media print{.c{color:blue}}',
      '@layer antd, app;',
      '.tip{visibility:hidden;opacity:0}',
    ].join('');
    expect(keepHidingRules(css)).toBe(
      ':where(.css-x).ant-select-dropdown-hidden{display: none}@media (max-width: 575px){.ant-col-xs-0{display:none}}.tip{visibility:hidden;opacity:0}',
    );
  });

  it('hides in a rendered document what the kept rules hide', () => {
    const style = document.createElement('style');
    style.setAttribute('data-rc-order', 'prependQueue');
    style.innerHTML = '.shown{color:red}.gone{display:none}';
    document.head.appendChild(style);
    const gone = document.createElement('div');
    gone.className = 'gone shown';
    document.body.appendChild(gone);
    try {
      expect(style.innerHTML).toBe('.shown{color:red}.gone{display:none}');
      expect(style.sheet?.cssRules.length).toBe(1);
      expect(getComputedStyle(gone).display).toBe('none');
    } finally {
      style.remove();
      gone.remove();
    }
  });
});
