import { PRIVATE_FILE_SIGN_TYPES, type Locale, type PrivateFileSignType, type ProtocolFile } from '@wardline/contract';
import type { UserActor } from '../../platform/actor';
import type { UseCaseOptions } from '../../platform/use-case';
import { enforce } from '../../platform/policy/policy';
import { blankPledgeDocument } from '../trusted-auth/pledge-document';
import { accountRefusal } from './account-policy';

/**
 * Which pledge each protocol download is (spec 001 §2 security settings, §7 /downLoad): the
 * confidentiality agreement, the test commitment letter and the network security agreement are
 * the three texts trusted authentication has signed, so a hacker reads the same words there.
 */
const PROTOCOLS: Record<ProtocolFile, { type: PrivateFileSignType; name: Record<Locale, string> }> = {
  secrecyFile: { type: PRIVATE_FILE_SIGN_TYPES.confidentialityPledge, name: { zh: 'confidentiality-agreement-zh.pdf', en: 'confidentiality-agreement.pdf' } },
  testPromiseFile: { type: PRIVATE_FILE_SIGN_TYPES.testPledge, name: { zh: 'test-commitment-letter-zh.pdf', en: 'test-commitment-letter.pdf' } },
  networkSecurityFile: { type: PRIVATE_FILE_SIGN_TYPES.commitment, name: { zh: 'network-security-agreement-zh.pdf', en: 'network-security-agreement.pdf' } },
};

/** The documents are fixed text: drawn once per file and language, then served from memory. */
const drawn = new Map<string, Buffer>();

/** GET /downLoad?filePath=: a protocol document as a PDF to print and sign, in the caller's language (not for companies). */
export function downloadProtocol({ ctx, actor, input }: UseCaseOptions<{ filePath: ProtocolFile }, UserActor>): { fileName: string; body: Buffer } {
  enforce(accountRefusal(actor.user, 'protocols'));
  const protocol = PROTOCOLS[input.filePath];
  const key = `${input.filePath}:${actor.locale}`;
  let body = drawn.get(key);
  if (!body) {
    body = blankPledgeDocument(protocol.type, actor.locale, ctx.clock.now());
    drawn.set(key, body);
  }
  return { fileName: protocol.name[actor.locale], body };
}
