import {
  myTeam,
  teamActivityBody,
  teamActivityList,
  teamApplicationList,
  teamApplyConfirmBody,
  teamCaptainBody,
  teamFormBody,
  teamHallBody,
  teamHallResult,
  teamIdBody,
  teamJoinBody,
  teamRules,
} from '../schemas/teams';
import { z } from 'zod';
import { withSchemas } from './define-call';
import { teamsApi } from './teams';

export const teamsSchemas = {
  hall: { body: teamHallBody, ret: teamHallResult },
  create: { body: teamFormBody, ret: myTeam },
  join: { body: teamJoinBody, ret: z.null() },
  cancel: { body: teamIdBody, ret: z.null() },
  rule: { ret: teamRules },
  applications: { ret: teamApplicationList },
  review: { body: teamApplyConfirmBody, ret: z.null() },
  member: { ret: myTeam.nullable() },
  edit: { body: teamFormBody, ret: myTeam },
  exit: { ret: z.null() },
  captain: { body: teamCaptainBody, ret: myTeam },
  rankDynamics: { body: teamActivityBody, ret: teamActivityList },
  memberDynamics: { body: teamActivityBody, ret: teamActivityList },
};
export const teamsCalls = withSchemas(teamsApi, teamsSchemas);
