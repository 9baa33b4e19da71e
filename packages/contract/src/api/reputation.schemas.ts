import { adminRightsRecomputeBody, adminRightsRun, adminRightsRunList, myRights, rankBody, rankResult, teamRankBody, teamRankResult } from '../schemas/reputation';
import { withSchemas } from './define-call';
import { adminRightsApi, reputationApi } from './reputation';

export const reputationSchemas = {
  rank: { body: rankBody, ret: rankResult },
  teamRank: { body: teamRankBody, ret: teamRankResult },
  myRights: { ret: myRights },
};
export const reputationCalls = withSchemas(reputationApi, reputationSchemas);

export const adminRightsSchemas = {
  list: { ret: adminRightsRunList },
  recompute: { body: adminRightsRecomputeBody, ret: adminRightsRun },
};
export const adminRightsCalls = withSchemas(adminRightsApi, adminRightsSchemas);
