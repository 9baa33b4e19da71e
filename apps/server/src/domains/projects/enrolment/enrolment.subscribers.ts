import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { subscribe } from '../../../platform/events/define-event';
import { users } from '../../identity/identity.tables';
import { notifyUser } from '../../notifications/notify-user';
import { projects } from '../projects.tables';
import { enrolmentDecided, enrolmentRequested } from './enrolment.events';

/** The project's public id and name, read when the notice is made (the event carries serial ids only). */
async function projectOf(ctx: AppContext, projectId: number) {
  const [project] = await ctx.db.select({ publicId: projects.publicId, name: projects.name }).from(projects).where(eq(projects.id, projectId)).limit(1);
  return project;
}

/** Who hears about enrolments: the hacker of the company's decision, the company of an enrolment waiting for it. */
export const enrolmentSubscribers = [
  subscribe({
    name: 'notify.enrolment-decided',
    event: enrolmentDecided,
    async handle({ ctx, event }) {
      const { projectId, userId, state, reason } = event.payload;
      const project = await projectOf(ctx, projectId);
      if (!project) return;
      await notifyUser(ctx, {
        userId,
        eventId: event.id,
        template: state === 'normal' ? 'enrolment.approved' : 'enrolment.refused',
        params: state === 'normal' ? { project: project.name } : { project: project.name, reason: reason ?? '' },
        url: `/userCenter/projectPage/detail/${project.publicId}`,
      });
    },
  }),
  subscribe({
    name: 'notify.enrolment-requested',
    event: enrolmentRequested,
    async handle({ ctx, event }) {
      const { projectId, companyId, userId, state } = event.payload;
      // An automatic enrolment needs nothing of the company.
      if (state !== 'apply') return;
      const project = await projectOf(ctx, projectId);
      const [person] = await ctx.db.select({ nickname: users.nickname }).from(users).where(eq(users.id, userId)).limit(1);
      if (!project || !person) return;
      await notifyUser(ctx, {
        userId: companyId,
        eventId: event.id,
        template: 'enrolment.requested',
        params: { project: project.name, nickname: person.nickname },
        url: `/projectPage/detail/${project.publicId}`,
      });
    },
  }),
];
