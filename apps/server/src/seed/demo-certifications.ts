import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { creditCodeCheckChar, FILE_TYPE_MIME, idCardCheckChar, PUBLIC_FILE_URL_PREFIX, type PrivateFileKind } from '@wardline/contract';
import type { Database } from '../db/client';
import { loadFieldCipher } from '../crypto/field-encryption';
import { newStorageKey, type FileStores } from '../files/file-store';
import { privateFiles, publicFiles } from '../files/files.tables';
import { newPrivateFileRef } from '../files/upload-private-files';
import { users } from '../domains/identity/identity.tables';
import { certifications } from '../domains/certification/certification.tables';
import { sealNumber } from '../domains/certification/sealed-numbers';
import { DEMO_ACCOUNTS } from './seed-demo-accounts';
import { demoDocumentPng } from './demo-images';

/** Numbers that pass the forms' checks and belong to nobody: only the demo hacker holds them. */
const DEMO_ID_NUMBER = `11010819900307123${idCardCheckChar('11010819900307123')}`;
const DEMO_BANK_CARD = '6222020200112233445';
const creditCode = (first17: string) => `${first17}${creditCodeCheckChar(first17)}`;

export type SeedCertificationOptions = { fieldEncryptionKey?: string | undefined; files: FileStores };

type Account = { id: number; phone: string | null; usertype: string | null };

/**
 * The demo accounts are "already certified" (issue 13 item 8): each gets the approved
 * record its form shows — real name, bank details and ID photos for the hacker; name,
 * credit code, logo, licence and authorisation letter for the company; name, bank and
 * licence for the supplier — with the numbers encrypted like any record and the documents
 * stored as private files only the owner and reviewing staff read. Only for demo accounts
 * without a record of their kind, so it never repeats and never touches a real one.
 */
export async function seedDemoCertifications(db: Database, { fieldEncryptionKey, files }: SeedCertificationOptions): Promise<number> {
  const accounts = await db
    .select({ id: users.id, phone: users.phone, usertype: users.usertype })
    .from(users)
    .where(and(inArray(users.email, DEMO_ACCOUNTS.map((a) => a.email)), eq(users.status, 'certification')));
  let added = 0;
  for (const account of accounts) {
    if (account.usertype !== 'hacker' && account.usertype !== 'company' && account.usertype !== 'supplier') continue;
    const [existing] = await db.select({ id: certifications.id }).from(certifications).where(eq(certifications.userId, account.id)).limit(1);
    if (existing) continue;
    const now = new Date();
    const record = { userId: account.id, kind: account.usertype, state: 'approved' as const, submittedAt: now, decidedAt: now };
    if (account.usertype === 'hacker') {
      const cipher = await loadFieldCipher(db, fieldEncryptionKey);
      const idCard = sealNumber(cipher, 'idCard', account.id, DEMO_ID_NUMBER);
      const bankCard = sealNumber(cipher, 'bankCard', account.id, DEMO_BANK_CARD);
      const bankPhone = sealNumber(cipher, 'bankPhone', account.id, account.phone ?? '13800000001');
      await db.insert(certifications).values({
        ...record,
        realName: '李演示',
        idCardCipher: idCard.cipher,
        idCardMasked: idCard.masked,
        idCardHash: cipher.lookupHash(DEMO_ID_NUMBER, 'idCard'),
        bankCardCipher: bankCard.cipher,
        bankCardMasked: bankCard.masked,
        bankCardHash: cipher.lookupHash(DEMO_BANK_CARD, 'bankCard'),
        bankPhoneCipher: bankPhone.cipher,
        bankPhoneMasked: bankPhone.masked,
        openbank: '北京海淀支行',
        bankName: '中国工商银行',
        idCardFrontRef: await storePrivate(db, files, account, 'idCardFront', [37, 99, 235]),
        idCardBackRef: await storePrivate(db, files, account, 'idCardBack', [37, 99, 235]),
      });
    } else if (account.usertype === 'company') {
      await db.insert(certifications).values({
        ...record,
        companyName: '守线演示科技有限公司',
        companyLogo: await storePublic(db, files, account),
        creditCode: creditCode('91110108MA01ABCD0'),
        businessLicenseRef: await storePrivate(db, files, account, 'businessLicenseFile', [194, 65, 12]),
        companyAuthorizationRef: await storePrivate(db, files, account, 'companyAuthorizationFile', [21, 128, 61]),
      });
    } else {
      await db.insert(certifications).values({
        ...record,
        companyName: '守线演示供应链有限公司',
        creditCode: creditCode('91310115MA1HXY120'),
        openbank: '上海浦东支行',
        bankName: '中国银行',
        businessLicenseRef: await storePrivate(db, files, account, 'businessLicenseFile', [124, 58, 237]),
      });
    }
    added += 1;
  }
  return added;
}

/** A demo document as a private file of the account: the bytes in the store, the row beside them. */
export async function storePrivate(db: Database, files: FileStores, owner: Account, kind: PrivateFileKind, accent: readonly [number, number, number]): Promise<string> {
  const bytes = demoDocumentPng(accent);
  const row = {
    id: newPrivateFileRef(),
    ownerId: owner.id,
    kind,
    contentType: FILE_TYPE_MIME.png,
    byteSize: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    storageKey: newStorageKey(),
  };
  await files.privateFiles.put(row.storageKey, bytes);
  await db.insert(privateFiles).values(row);
  return row.id;
}

/** The demo company's logo as its own public upload; answers its URL path. */
async function storePublic(db: Database, files: FileStores, owner: Account): Promise<string> {
  const bytes = demoDocumentPng([15, 23, 42]);
  const name = newStorageKey('.png');
  await files.publicFiles.put(name, bytes);
  await db.insert(publicFiles).values({ name, ownerId: owner.id, contentType: FILE_TYPE_MIME.png, byteSize: bytes.length });
  return `${PUBLIC_FILE_URL_PREFIX}${name}`;
}
