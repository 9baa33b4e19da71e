import { z } from 'zod';
import { pageSchema } from '../envelope';
import { publicIdParams } from '../schemas/common';
import { reasonBody } from '../schemas/admin';
import {
  addCommentBody,
  adminAcceptBugBody,
  adminBugDetail,
  adminBugListQuery,
  adminBugSummary,
  adminRecheckResultBody,
  adminRepeatBugBody,
  appealBody,
  bugCategoryView,
  bugCommentView,
  bugDetail,
  bugIdBody,
  bugIdQuery,
  bugListItem,
  bugListQuery,
  bugMoved,
  bugReceipt,
  commentListQuery,
  confirmGradeBody,
  holeIdQuery,
  loadFileQuery,
  myBugListBody,
  perfectBugBody,
  recheckBody,
  repairTemplateQuery,
  repairTemplateView,
  srcBugConfirmBody,
  srcBugPageBody,
  srcNewsItem,
  submitBugBody,
} from '../schemas/bugs';
import { withSchemas } from './define-call';
import { adminBugsApi, bugsApi, srcBugsApi } from './bugs';

export const bugsSchemas = {
  categories: { ret: z.array(bugCategoryView) },
  repairTemplate: { query: repairTemplateQuery, ret: repairTemplateView },
  submit: { body: submitBugBody, ret: bugReceipt },
  update: { body: perfectBugBody, ret: bugReceipt },
  detail: { query: bugIdQuery, ret: bugDetail },
  projectList: { query: bugListQuery, ret: pageSchema(bugListItem) },
  myList: { body: myBugListBody, ret: pageSchema(bugListItem) },
  confirmGrade: { body: confirmGradeBody, ret: bugMoved },
  turnBack: { query: holeIdQuery, ret: bugMoved },
  recheck: { body: recheckBody, ret: bugMoved },
  appeal: { body: appealBody, ret: bugMoved },
  comments: { query: commentListQuery, ret: pageSchema(bugCommentView) },
  addComment: { body: addCommentBody, ret: bugCommentView },
  exportReport: { query: loadFileQuery },
};

export const bugsCalls = withSchemas(bugsApi, bugsSchemas);

export const srcBugsSchemas = {
  page: { body: srcBugPageBody, ret: pageSchema(bugListItem) },
  news: { ret: z.array(srcNewsItem) },
  detail: { body: bugIdBody, ret: bugDetail },
  claim: { body: bugIdBody, ret: bugMoved },
  confirm: { body: srcBugConfirmBody, ret: bugMoved },
  confirmRepair: { body: bugIdBody, ret: bugMoved },
  mine: { body: srcBugPageBody.omit({ claim: true }), ret: pageSchema(bugListItem) },
};

export const srcBugsCalls = withSchemas(srcBugsApi, srcBugsSchemas);

export const adminBugsSchemas = {
  list: { query: adminBugListQuery, ret: pageSchema(adminBugSummary) },
  detail: { params: publicIdParams, ret: adminBugDetail },
  accept: { params: publicIdParams, body: adminAcceptBugBody, ret: bugMoved },
  markRepeat: { params: publicIdParams, body: adminRepeatBugBody, ret: bugMoved },
  ignore: { params: publicIdParams, body: reasonBody, ret: bugMoved },
  refuse: { params: publicIdParams, body: reasonBody, ret: bugMoved },
  turnBack: { params: publicIdParams, body: reasonBody, ret: bugMoved },
  arbitrate: { params: publicIdParams, body: adminAcceptBugBody, ret: bugMoved },
  recheckResult: { params: publicIdParams, body: adminRecheckResultBody, ret: bugMoved },
};

export const adminBugsCalls = withSchemas(adminBugsApi, adminBugsSchemas);
