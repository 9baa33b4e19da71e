import { entranceSigningKeys } from '../schemas/project-entrance';
import { withSchemas } from './define-call';
import { projectEntranceApi } from './project-entrance';

export const projectEntranceSchemas = {
  signingKeys: { ret: entranceSigningKeys },
};

export const projectEntranceCalls = withSchemas(projectEntranceApi, projectEntranceSchemas);
