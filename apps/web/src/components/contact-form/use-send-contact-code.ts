import { useMutation } from '@tanstack/react-query';
import type { ContactSendVerifySmsBody } from '@wardline/contract';
import { contactApi } from '@wardline/contract';
import { callApi } from '@/lib/api-client';

/** Asks the server to text a 6-digit code to the phone; it refuses a second send within 60 s (42901). */
export function sendContactCode(body: ContactSendVerifySmsBody): Promise<null> {
  return callApi(contactApi.sendVerifySms, { body });
}

export function useSendContactCode() {
  return useMutation({ mutationFn: sendContactCode });
}
