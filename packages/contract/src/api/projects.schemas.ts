import { z } from 'zod';
import { pageSchema } from '../envelope';
import { publicIdParams } from '../schemas/common';
import { reasonBody } from '../schemas/admin';
import {
  adminApproveProjectBody,
  adminProjectDecision,
  adminProjectDetail,
  adminProjectListQuery,
  adminProjectSummary,
  authorizationTemplateQuery,
  draftIdQuery,
  enrolmentResult,
  examineParticipantBody,
  examineParticipantResult,
  holeLevelView,
  myProjectItem,
  myProjectListQuery,
  participantListQuery,
  participantView,
  projectCard,
  projectDetail,
  projectDraftDetail,
  projectDraftSummary,
  projectEditForm,
  projectIdAsProjectIdQuery,
  projectIdParams,
  projectIdQuery,
  projectListQuery,
  projectPublishBody,
  projectSaved,
  projectUpdateBody,
  recommendQuery,
  redirectUrlResult,
  vpnFileQuery,
} from '../schemas/projects';
import { withSchemas } from './define-call';
import { adminProjectsApi, projectsApi } from './projects';

export const projectsSchemas = {
  publish: { body: projectPublishBody, ret: projectSaved },
  publishSrc: { body: projectPublishBody, ret: projectSaved },
  update: { body: projectUpdateBody, ret: projectSaved },
  updateSrc: { body: projectUpdateBody, ret: projectSaved },
  editForm: { query: projectIdAsProjectIdQuery, ret: projectEditForm },
  list: { query: projectListQuery, ret: pageSchema(projectCard) },
  detail: { query: projectIdQuery, ret: projectDetail },
  personalDetail: { query: projectIdQuery, ret: projectDetail },
  myProjects: { query: myProjectListQuery, ret: pageSchema(myProjectItem) },
  myProjectsAlias: { query: myProjectListQuery, ret: pageSchema(myProjectItem) },
  recommend: { query: recommendQuery, ret: z.array(projectCard) },
  enrol: { query: projectIdQuery, ret: enrolmentResult },
  participants: { query: participantListQuery, ret: pageSchema(participantView) },
  examineParticipant: { body: examineParticipantBody, ret: examineParticipantResult },
  authorizationTemplate: { query: authorizationTemplateQuery },
  vpnFile: { query: vpnFileQuery },
  holeTemplate: { ret: z.array(holeLevelView) },
  needHole: { query: projectIdAsProjectIdQuery, ret: z.array(holeLevelView) },
  holeLevels: { params: projectIdParams, ret: z.array(holeLevelView) },
  entranceRedirect: { params: publicIdParams, ret: redirectUrlResult },
  drafts: { ret: z.array(projectDraftSummary) },
  draft: { query: draftIdQuery, ret: projectDraftDetail },
  deleteDraft: { body: draftIdQuery, ret: z.null() },
};

export const projectsCalls = withSchemas(projectsApi, projectsSchemas);

export const adminProjectsSchemas = {
  list: { query: adminProjectListQuery, ret: pageSchema(adminProjectSummary) },
  detail: { params: publicIdParams, ret: adminProjectDetail },
  approve: { params: publicIdParams, body: adminApproveProjectBody, ret: adminProjectDecision },
  reject: { params: publicIdParams, body: reasonBody, ret: adminProjectDecision },
  pause: { params: publicIdParams, body: reasonBody, ret: adminProjectDecision },
  resume: { params: publicIdParams, body: reasonBody, ret: adminProjectDecision },
};

export const adminProjectsCalls = withSchemas(adminProjectsApi, adminProjectsSchemas);
