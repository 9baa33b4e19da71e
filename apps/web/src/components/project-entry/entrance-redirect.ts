import { projectsApi } from '@wardline/contract';
import { callApi } from '@/lib/api-client';

/** Where a third-party entrance leads: loaded on the click, so the home page does not carry every project call's declaration. */
export function fetchEntranceRedirect(id: string): Promise<{ url: string }> {
  return callApi(projectsApi.entranceRedirect, { params: { id } });
}
