import { useEffect, useRef, useState } from 'react';

/**
 * Open state of a small popover (a menu under a button): closes on Escape (focus back on
 * the button), on a click outside, and when `closeKey` changes (a navigation).
 */
export function usePopover<T extends HTMLElement = HTMLElement>(closeKey?: unknown) {
  const [open, setOpen] = useState(false);
  const root = useRef<T>(null);
  useEffect(() => setOpen(false), [closeKey]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      root.current?.querySelector<HTMLElement>('[aria-expanded]')?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return { open, setOpen, toggle: () => setOpen((v) => !v), root };
}
