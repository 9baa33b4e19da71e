import { pageSchema } from '../envelope';
import { adminPublicIdParams, adminPageQuery } from '../schemas/admin';
import {
  accountFigures,
  adminDeposit,
  adminDepositBody,
  adminDepositListQuery,
  adminDepositResult,
  adminEscrowResult,
  adminFundingItem,
  adminMoneyCompany,
  adminMoneyCompanyQuery,
  adminPayableQuery,
  adminPayableReport,
  adminPayout,
  adminPayoutResultBody,
  adminReconciliationRun,
  adminSettlementBatch,
  adminSettlementBatchDetail,
  payoutCallbackBody,
  payoutCallbackResult,
  statementDownloadQuery,
  statementPage,
  statementQuery,
} from '../schemas/money';
import { withSchemas } from './define-call';
import { adminMoneyApi, moneyApi } from './money';

export const moneySchemas = {
  getBonus: { ret: accountFigures },
  statement: { query: statementQuery, ret: statementPage },
  statementDownload: { query: statementDownloadQuery },
  payoutCallback: { body: payoutCallbackBody, ret: payoutCallbackResult },
};

export const adminMoneySchemas = {
  deposits: { query: adminDepositListQuery, ret: pageSchema(adminDeposit) },
  recordDeposit: { body: adminDepositBody, ret: adminDepositResult },
  companies: { query: adminMoneyCompanyQuery, ret: pageSchema(adminMoneyCompany) },
  funding: { query: adminPageQuery, ret: pageSchema(adminFundingItem) },
  escrow: { params: adminPublicIdParams, ret: adminEscrowResult },
  batches: { query: adminPageQuery, ret: pageSchema(adminSettlementBatch) },
  runSettlement: { ret: adminSettlementBatch },
  batch: { params: adminPublicIdParams, ret: adminSettlementBatchDetail },
  markPayout: { params: adminPublicIdParams, body: adminPayoutResultBody, ret: adminPayout },
  retryPayout: { params: adminPublicIdParams, ret: adminPayout },
  payable: { query: adminPayableQuery, ret: pageSchema(adminPayableReport) },
  payInAdvance: { params: adminPublicIdParams, ret: adminPayout },
  reconciliations: { query: adminPageQuery, ret: pageSchema(adminReconciliationRun) },
  reconcile: { ret: adminReconciliationRun },
};

export const moneyCalls = withSchemas(moneyApi, moneySchemas);
export const adminMoneyCalls = withSchemas(adminMoneyApi, adminMoneySchemas);
