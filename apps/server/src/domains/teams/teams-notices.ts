import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { subscribe } from '../../platform/events/define-event';
import { notifyUser } from '../notifications/notify-user';
import { teamMembers } from './teams.tables';
import { teamApplicationDecided, teamApplied, teamCaptainAppointed, teamMemberLeft } from './teams.events';

const MY_TEAM = '/userCenter/myTeam';

async function captainsOf(ctx: AppContext, teamId: number): Promise<number[]> {
  const rows = await ctx.db.select({ userId: teamMembers.userId }).from(teamMembers).where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.role, 'captain')));
  return rows.map((r) => r.userId);
}

/** Every team event tells the people it concerns (issue 11 §3), in their language, under the community topic. */
export const teamNotices = [
  subscribe({
    name: 'notify.team-applied',
    event: teamApplied,
    async handle({ ctx, event }) {
      const { teamId, teamName, applicantName } = event.payload;
      for (const userId of await captainsOf(ctx, teamId)) {
        await notifyUser(ctx, { userId, eventId: event.id, template: 'team.applied', params: { team: teamName, name: applicantName }, url: MY_TEAM });
      }
    },
  }),
  subscribe({
    name: 'notify.team-application-decided',
    event: teamApplicationDecided,
    async handle({ ctx, event }) {
      const { applicantId, teamName, approved } = event.payload;
      await notifyUser(ctx, {
        userId: applicantId,
        eventId: event.id,
        template: approved ? 'team.approved' : 'team.rejected',
        params: { team: teamName },
        url: approved ? MY_TEAM : '/hackerservice/hacker-team',
      });
    },
  }),
  subscribe({
    name: 'notify.team-member-left',
    event: teamMemberLeft,
    async handle({ ctx, event }) {
      const { teamId, teamName, nickname, dissolved } = event.payload;
      if (dissolved) return;
      for (const userId of await captainsOf(ctx, teamId)) {
        await notifyUser(ctx, { userId, eventId: event.id, template: 'team.memberLeft', params: { team: teamName, name: nickname }, url: MY_TEAM });
      }
    },
  }),
  subscribe({
    name: 'notify.team-captain-appointed',
    event: teamCaptainAppointed,
    async handle({ ctx, event }) {
      const { userId, teamName } = event.payload;
      await notifyUser(ctx, { userId, eventId: event.id, template: 'team.captainAppointed', params: { team: teamName }, url: MY_TEAM });
    },
  }),
];
