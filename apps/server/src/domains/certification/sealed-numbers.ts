import type { FieldCipher } from '../../crypto/field-encryption';
import { maskBankCard, maskIdNumber, maskPhone } from './mask-numbers';

/** Which number a ciphertext holds and whose it is: the additional data of its encryption. */
export type SealedNumberKind = 'idCard' | 'bankCard' | 'bankPhone';

const purposeOf = (kind: SealedNumberKind, userId: number) => `certifications.${kind}:${userId}`;
const maskOf: Record<SealedNumberKind, (v: string) => string> = { idCard: maskIdNumber, bankCard: maskBankCard, bankPhone: maskPhone };

/** A number as the table keeps it: ciphertext bound to its kind and owner, and the masked copy. */
export function sealNumber(cipher: FieldCipher, kind: SealedNumberKind, userId: number, plain: string): { cipher: string; masked: string } {
  return { cipher: cipher.encrypt(plain, purposeOf(kind, userId)), masked: maskOf[kind](plain) };
}

/** The plain number, for staff reviewing it; null stays null. */
export function openNumber(cipher: FieldCipher, kind: SealedNumberKind, userId: number, stored: string | null): string | null {
  return stored === null ? null : cipher.decrypt(stored, purposeOf(kind, userId));
}
