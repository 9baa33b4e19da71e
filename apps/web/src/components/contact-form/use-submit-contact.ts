import { useMutation } from '@tanstack/react-query';
import type { contactAddBody } from '@wardline/contract';
import { contactApi } from '@wardline/contract';
import { callApi } from '@/lib/api-client';

/** The body exactly as the contract parses it: trimmed, defaults filled, an empty email left out. */
export type ContactSubmission = ReturnType<typeof contactAddBody.parse>;

export function submitContact(body: ContactSubmission): Promise<null> {
  return callApi(contactApi.add, { body });
}

export function useSubmitContact() {
  return useMutation({ mutationFn: submitContact });
}
