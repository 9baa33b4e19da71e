import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EditMessageConfigBody, MessageConfig } from '@wardline/contract';
import { api } from '@/lib/api-client';
import { paths } from '@/lib/paths';

const key = ['news', 'config'] as const;

/** GET /fetchMessageConfigList, while the settings dialog is open. */
export function useMessageConfig(enabled: boolean) {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => api.get<MessageConfig>(paths.messageConfig, {}, signal), enabled });
}

/** PUT /editMessageConfig: one switch; the answer is the whole configuration after it. */
export function useEditMessageConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EditMessageConfigBody) => api.put<MessageConfig>(paths.editMessageConfig, body),
    onSuccess: (config) => client.setQueryData(key, config),
  });
}
