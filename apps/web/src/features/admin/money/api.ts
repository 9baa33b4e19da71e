import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminMoneyApi as api, type AdminDepositBody, type AdminPayoutResultBody, type CallInput, type CallRoute } from '@wardline/contract';
import { callApi } from '@/lib/api-client';
import { adminKeys, useAdminMutation, type ListParams } from '../api/admin-request';

/**
 * The console's money calls (adminMoneyCalls, permission finance). Every key sits under
 * ['admin', 'money'], so any movement (a deposit, an escrow, a settlement, a payout's result)
 * fetches every money list again: they all show the same balances from different sides.
 */
export const moneyKeys = {
  all: ['admin', 'money'] as const,
  list: (things: string, params: ListParams) => ['admin', 'money', things, params] as const,
  batch: (id: string) => ['admin', 'money', 'batch', id] as const,
};

const list = <C extends CallRoute>(things: string, call: C, params: ListParams) =>
  queryOptions({
    queryKey: moneyKeys.list(things, params),
    queryFn: ({ signal }) => callApi(call, { query: params } as CallInput<C>, signal),
    placeholderData: keepPreviousData,
  });

export const useDeposits = (params: ListParams) => useQuery(list('deposits', api.deposits, params));
export const useMoneyCompanies = (params: ListParams) => useQuery(list('companies', api.companies, params));
export const useFundingQueue = (params: ListParams) => useQuery(list('funding', api.funding, params));
export const useBatches = (params: ListParams) => useQuery(list('batches', api.batches, params));
export const usePayable = (params: ListParams) => useQuery(list('payable', api.payable, params));
export const useReconciliations = (params: ListParams) => useQuery(list('reconciliations', api.reconciliations, params));

/** One batch with its payouts (each with its reports) and the reports it left unpaid. */
export function useBatch(id: string) {
  return useQuery({ queryKey: moneyKeys.batch(id), queryFn: ({ signal }) => callApi(api.batch, { params: { id } }, signal) });
}

const changes = { invalidates: [moneyKeys.all, adminKeys.collection('audit-log')] };

/** Records a deposit; a refusal naming a field stays quiet here, the form shows it on the field. */
export const useRecordDeposit = (successMessage: string) =>
  useAdminMutation((body: AdminDepositBody) => callApi(api.recordDeposit, { body }), { ...changes, successMessage, quietErrors: true });

export const useEscrow = (successMessage: string) => useAdminMutation((id: string) => callApi(api.escrow, { params: { id } }), { ...changes, successMessage });

export const useRunSettlement = (successMessage: string) => useAdminMutation(() => callApi(api.runSettlement, {}), { ...changes, successMessage });

export const useMarkPayout = (successMessage: string) =>
  useAdminMutation(({ id, body }: { id: string; body: AdminPayoutResultBody }) => callApi(api.markPayout, { params: { id }, body }), { ...changes, successMessage, quietErrors: true });

export const useRetryPayout = (successMessage: string) => useAdminMutation((id: string) => callApi(api.retryPayout, { params: { id } }), { ...changes, successMessage });

export const usePayInAdvance = (successMessage: string) => useAdminMutation((id: string) => callApi(api.payInAdvance, { params: { id } }), { ...changes, successMessage });

export const useReconcile = (successMessage: string) => useAdminMutation(() => callApi(api.reconcile, {}), { ...changes, successMessage });
