import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { certificationApi as api, type CompanyCertificationBody, type HackerCertificationBody, type SupplierCertificationBody } from '@wardline/contract';
import { callApi } from '@/lib/api-client';

const keys = {
  hacker: ['certification', 'hacker'] as const,
  company: ['certification', 'company'] as const,
  supplier: ['certification', 'supplier'] as const,
};

/** GET /user/hackerAuthentication/detail: the real-name record (numbers masked), or null. */
export function useHackerCertification(enabled = true) {
  return useQuery({ queryKey: keys.hacker, queryFn: ({ signal }) => callApi(api.hackerDetail, {}, signal), enabled });
}

/** GET /company/authentication/detail: the latest company submission, or null. */
export function useCompanyCertification(enabled = true) {
  return useQuery({ queryKey: keys.company, queryFn: ({ signal }) => callApi(api.companyDetail, {}, signal), enabled });
}

/** POST /user/supplierAuthentication/info: the latest supplier submission, or null. */
export function useSupplierCertification(enabled = true) {
  return useQuery({ queryKey: keys.supplier, queryFn: ({ signal }) => callApi(api.supplierInfo, {}, signal), enabled });
}

export function useSubmitHackerCertification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: HackerCertificationBody) => callApi(api.hackerSubmit, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.hacker }),
  });
}

/** Submit from unauthorized, or update (certified, or after a rejection). */
export function useSubmitCompanyCertification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, update }: { body: CompanyCertificationBody; update: boolean }) => callApi(update ? api.companyUpdate : api.companySubmit, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.company }),
  });
}

export function useSubmitSupplierCertification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SupplierCertificationBody) => callApi(api.supplierSubmit, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.supplier }),
  });
}
