import type { ReactNode } from 'react';

/**
 * A wide table on a narrow screen scrolls sideways inside this box. The box takes keyboard
 * focus and carries a name, so someone without a mouse can reach and scroll it (WCAG 2.1.1;
 * axe `scrollable-region-focusable`).
 */
export function ScrollRegion({ label, minWidth, className, children }: { label: string; minWidth?: number; className?: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={className} style={{ overflowX: 'auto' }}>
      <div style={minWidth ? { minWidth } : undefined}>{children}</div>
    </div>
  );
}
