import { useMutation } from '@tanstack/react-query';
import type { contactAddBody } from '@wardline/contract';
import { api } from '@/lib/api-client';
import { paths } from '@/lib/paths';

/** The body exactly as the contract parses it: trimmed, defaults filled, an empty email left out. */
export type ContactSubmission = ReturnType<typeof contactAddBody.parse>;

export function submitContact(body: ContactSubmission): Promise<null> {
  return api.post<null>(paths.contactAdd, body);
}

export function useSubmitContact() {
  return useMutation({ mutationFn: submitContact });
}
