import { projectLifecycleMachine, type ErrorKey, type ProjectState } from '@wardline/contract';
import type { AppContext } from '../../context';
import { transition } from '../../platform/transitions/transition';
import { projectStateChanged } from './projects.events';
import { projects } from './projects.tables';

type ProjectAction = keyof typeof projectLifecycleMachine.actions;

export type ProjectMove = {
  /** The project as the event names it (the name as it is after the move). */
  project: { id: number; publicId: string; name: string; companyId: number };
  action: ProjectAction;
  to?: ProjectState;
  /** The person who moves it; null when the scheduler does (then `job` names it). */
  actorId: number | null;
  job?: string;
  reason?: string | null;
  set?: Record<string, unknown>;
  conflict?: ErrorKey;
};

/**
 * Every move of a project's lifecycle (staff decisions, a resubmission, the scheduler's
 * moves): through the machine, recorded with who or which job, and announced by
 * `project.state-changed`, which tells the company and the participants concerned.
 */
export function moveProject(tx: AppContext, { project, action, to, actorId, job, reason = null, set, conflict }: ProjectMove) {
  return transition(tx, {
    machine: projectLifecycleMachine,
    table: projects,
    idColumn: projects.id,
    stateColumn: projects.state,
    id: project.id,
    action,
    to,
    actorId,
    job,
    reason,
    set,
    conflict,
    event: {
      definition: projectStateChanged,
      payload: ({ from, to: next }) => ({ projectId: project.id, publicId: project.publicId, name: project.name, companyId: project.companyId, action, from, to: next, reason }),
    },
  });
}
