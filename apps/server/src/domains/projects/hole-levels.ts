import { DEFAULT_HOLE_LEVELS, fenToYuan, HIDDEN_REWARD, type HoleLevelView, type Locale, type StaffPermission } from '@wardline/contract';
import { AppError } from '../../http/app-error';
import { enforce } from '../../platform/policy/policy';
import type { UseCaseOptions } from '../../platform/use-case';
import type { UserActor } from '../../platform/actor';
import { askerOf, enrolmentOf } from './project-asker';
import { findProject, holeLevelsOf } from './project-form';
import { seesBounty } from './project-view';
import { projectRefusal } from './projects-policy';
import { userViewer } from './get-project-detail';

/** GET /bug/template: the levels a new project starts with (spec 002 §3.3), in the caller's language, money 0. */
export function holeLevelTemplate(locale: Locale): HoleLevelView[] {
  return DEFAULT_HOLE_LEVELS.map((l) => ({
    holeCode: l.holeCode,
    holeLevelName: l.name[locale],
    holeMoney: fenToYuan(0),
    holeDescription: l.description[locale],
    weight: l.weight,
    color: l.color,
  }));
}

/**
 * GET /setHole/getNeedHole and /setHole/getHoleLevel/{id}: a project's levels, weight
 * descending, to whoever may see the project; money `****` until the viewer may see the
 * bounty (owner, staff, approved participant).
 */
export async function projectHoleLevels({ ctx, actor, input, permissions }: UseCaseOptions<{ id: string }, UserActor> & { permissions: ReadonlySet<StaffPermission> }): Promise<HoleLevelView[]> {
  const row = await findProject(ctx.db, input.id);
  if (!row) throw new AppError('projectNotFound');
  const enrolment = await enrolmentOf(ctx.db, row.id, actor.user.id);
  enforce(projectRefusal({ ...askerOf(actor, permissions), enrolment }, 'viewDetail', row));
  const bounty = seesBounty(userViewer(actor, permissions), row, enrolment);
  return (await holeLevelsOf(ctx.db, row.id)).map((l) => ({
    holeCode: l.holeCode,
    holeLevelName: l.name,
    holeMoney: bounty ? fenToYuan(l.moneyFen) : HIDDEN_REWARD,
    holeDescription: l.description,
    weight: l.weight,
    color: l.color,
  }));
}
