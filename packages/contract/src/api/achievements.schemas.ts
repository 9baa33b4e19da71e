import { z } from 'zod';
import { achievementListQuery, achievementListResult, achievementRemindList, adminAchievement, adminAchievementInput } from '../schemas/achievements';
import { publicIdParams } from '../schemas/common';
import { collectionSchemas } from './admin-collection.schemas';
import { withSchemas } from './define-call';
import { achievementsApi, adminAchievementsApi } from './achievements';

export const achievementsSchemas = {
  list: { query: achievementListQuery, ret: achievementListResult },
  remind: { ret: achievementRemindList },
  confirm: { params: publicIdParams, ret: z.null() },
};
export const achievementsCalls = withSchemas(achievementsApi, achievementsSchemas);

export const adminAchievementsSchemas = collectionSchemas(adminAchievementInput, adminAchievement);
export const adminAchievementsCalls = withSchemas(adminAchievementsApi, adminAchievementsSchemas);
