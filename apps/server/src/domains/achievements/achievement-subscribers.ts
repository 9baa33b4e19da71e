import { subscribe } from '../../platform/events/define-event';
import { notifyUser } from '../notifications/notify-user';
import { pointsAwarded } from '../reputation/reputation.events';
import { teamJoined } from '../teams/teams.events';
import { trustedAuthDecided } from '../trusted-auth/trusted-auth.events';
import { achievementObtained } from './achievements.events';
import { evaluateAchievements } from './evaluate-achievements';

/** Achievements are weighed again whenever one of their facts changes for a hacker; the hacker hears of each one won. */
export const achievementSubscribers = [
  subscribe({
    name: 'achievements.on-points',
    event: pointsAwarded,
    async handle({ ctx, event }) {
      await evaluateAchievements(ctx, event.payload.userId);
    },
  }),
  subscribe({
    name: 'achievements.on-team-joined',
    event: teamJoined,
    async handle({ ctx, event }) {
      await evaluateAchievements(ctx, event.payload.userId);
    },
  }),
  subscribe({
    name: 'achievements.on-trusted-auth',
    event: trustedAuthDecided,
    async handle({ ctx, event }) {
      if (event.payload.state === 'approved') await evaluateAchievements(ctx, event.payload.userId);
    },
  }),
  subscribe({
    name: 'notify.achievement-obtained',
    event: achievementObtained,
    async handle({ ctx, event }) {
      const { userId, title } = event.payload;
      await notifyUser(ctx, { userId, eventId: event.id, template: 'achievement.obtained', params: { title }, url: '/userCenter/achievement' });
    },
  }),
];
