import { describe, expect, it } from 'vitest';
import { allowedActions, canTransition, defineMachine } from './define-machine';
import { certificationReviewMachine } from './certification-review';

describe('status machines', () => {
  it('allow an action only from its states and only to its targets', () => {
    expect(canTransition(certificationReviewMachine, 'approve', 'pending')).toBe(true);
    expect(canTransition(certificationReviewMachine, 'approve', 'rejected')).toBe(false);
    expect(canTransition(certificationReviewMachine, 'reject', 'pending', 'approved')).toBe(false);
  });

  it('list what a state allows, for the buttons a screen shows', () => {
    expect(allowedActions(certificationReviewMachine, 'pending').sort()).toEqual(['approve', 'reject']);
    expect(allowedActions(certificationReviewMachine, 'approved')).toEqual(['revoke']);
    expect(allowedActions(certificationReviewMachine, 'rejected')).toEqual([]);
  });

  it('make a choice of targets explicit: an action with several targets needs the target named', () => {
    const door = defineMachine('door', ['open', 'shut', 'locked'], { close: { from: ['open'], to: ['shut', 'locked'] } });
    expect(canTransition(door, 'close', 'open')).toBe(false);
    expect(canTransition(door, 'close', 'open', 'locked')).toBe(true);
  });
});
