import { useMutation } from '@tanstack/react-query';
import type { ContactSendVerifySmsBody } from '@wardline/contract';
import { api } from '@/lib/api-client';
import { paths } from '@/lib/paths';

/** Asks the server to text a 6-digit code to the phone; it refuses a second send within 60 s (42901). */
export function sendContactCode(body: ContactSendVerifySmsBody): Promise<null> {
  return api.post<null>(paths.contactSendVerifySms, body);
}

export function useSendContactCode() {
  return useMutation({ mutationFn: sendContactCode });
}
