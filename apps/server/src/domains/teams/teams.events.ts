import { z } from 'zod';
import { defineEvent } from '../../platform/events/define-event';

const teamFacts = { teamId: z.number().int(), teamName: z.string() };

/** A hacker applied to a team: its captains are told. */
export const teamApplied = defineEvent({
  type: 'team.applied',
  subjectType: 'team',
  payload: z.object({ ...teamFacts, applicantId: z.number().int(), applicantName: z.string() }),
});

/** A captain approved or rejected an application: the applicant is told. */
export const teamApplicationDecided = defineEvent({
  type: 'team.application-decided',
  subjectType: 'team',
  payload: z.object({ ...teamFacts, applicantId: z.number().int(), approved: z.boolean() }),
});

/** A hacker became a member of a team (by creating it or by approval): achievements are weighed again. */
export const teamJoined = defineEvent({
  type: 'team.joined',
  subjectType: 'team',
  payload: z.object({ ...teamFacts, userId: z.number().int() }),
});

/** A member left; `dissolved` when they were the last. The remaining captains are told. */
export const teamMemberLeft = defineEvent({
  type: 'team.member-left',
  subjectType: 'team',
  payload: z.object({ ...teamFacts, userId: z.number().int(), nickname: z.string(), dissolved: z.boolean() }),
});

/** A captain made a member captain too: that member is told. */
export const teamCaptainAppointed = defineEvent({
  type: 'team.captain-appointed',
  subjectType: 'team',
  payload: z.object({ ...teamFacts, userId: z.number().int() }),
});
