import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageCentreApi, type EditMessageConfigBody } from '@wardline/contract';
import { callApi } from '@/lib/api-client';

const key = ['news', 'config'] as const;

/** The notification settings, while the dialog is open. */
export function useMessageConfig(enabled: boolean) {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => callApi(messageCentreApi.config, {}, signal), enabled });
}

/** One switch; the answer is the whole configuration after it. */
export function useEditMessageConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EditMessageConfigBody) => callApi(messageCentreApi.editConfig, { body }),
    onSuccess: (config) => client.setQueryData(key, config),
  });
}
