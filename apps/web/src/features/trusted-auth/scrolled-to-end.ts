import { SIGN_SCROLL_TOLERANCE_PX } from '@wardline/contract';

/** Whether a scroll box is within 5 px of its end (spec 001 §9), a box with nothing to scroll included. */
export function scrolledToEnd(box: { scrollTop: number; scrollHeight: number; clientHeight: number }): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= SIGN_SCROLL_TOLERANCE_PX;
}
