import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CertificationSubmitResult,
  CompanyCertificationBody,
  CompanyCertificationDetail,
  HackerCertificationBody,
  HackerCertificationDetail,
  SupplierCertificationBody,
  SupplierCertificationDetail,
} from '@wardline/contract';
import { api } from '@/lib/api-client';
import { paths } from '@/lib/paths';

const keys = {
  hacker: ['certification', 'hacker'] as const,
  company: ['certification', 'company'] as const,
  supplier: ['certification', 'supplier'] as const,
};

/** GET /user/hackerAuthentication/detail: the real-name record (numbers masked), or null. */
export function useHackerCertification(enabled = true) {
  return useQuery({ queryKey: keys.hacker, queryFn: ({ signal }) => api.get<HackerCertificationDetail>(paths.hackerAuthenticationDetail, undefined, signal), enabled });
}

/** GET /company/authentication/detail: the latest company submission, or null. */
export function useCompanyCertification(enabled = true) {
  return useQuery({ queryKey: keys.company, queryFn: ({ signal }) => api.get<CompanyCertificationDetail>(paths.companyAuthenticationDetail, undefined, signal), enabled });
}

/** POST /user/supplierAuthentication/info: the latest supplier submission, or null. */
export function useSupplierCertification(enabled = true) {
  return useQuery({ queryKey: keys.supplier, queryFn: () => api.post<SupplierCertificationDetail>(paths.supplierAuthenticationInfo, {}), enabled });
}

export function useSubmitHackerCertification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: HackerCertificationBody) => api.post<CertificationSubmitResult>(paths.hackerAuthentication, body),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.hacker }),
  });
}

/** Submit from unauthorized, or update (certified, or after a rejection). */
export function useSubmitCompanyCertification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, update }: { body: CompanyCertificationBody; update: boolean }) =>
      api.post<CertificationSubmitResult>(update ? paths.companyAuthenticationUpdate : paths.companyAuthenticationSubmit, body),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.company }),
  });
}

export function useSubmitSupplierCertification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SupplierCertificationBody) => api.post<CertificationSubmitResult>(paths.supplierAuthentication, body),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.supplier }),
  });
}
