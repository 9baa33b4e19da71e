import { declareCalls } from './define-call';
import type { projectEntranceSchemas } from './project-entrance.schemas';

/**
 * The partner side of the third-party project entrance (spec 000 §4, §6). The redirect
 * itself is `projectsApi.entranceRedirect` (`/tpLogin/getRedirectUrl/{id}`): it sends a
 * person with real-name certification to the partner with a signed, short-lived ticket;
 * partners check tickets with the keys published here (designed: the spec shows none).
 */
export const projectEntranceApi = declareCalls<typeof projectEntranceSchemas>()({
  signingKeys: {
    method: 'GET',
    path: '/tpLogin/keys',
    access: 'public',
    tag: 'projects',
    summary: 'Designed: the Ed25519 public keys (JWK set) that partners check entrance tickets (`wl_ticket`, EdDSA JWT, 120 s) with.',
    publicCache: true,
  },
});
