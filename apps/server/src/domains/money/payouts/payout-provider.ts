import type { Currency } from '@wardline/contract';

/** One transfer to a hacker's certified bank card: what the bank needs, never logged. */
export type PayoutInstruction = {
  /** Our payout's public id: the provider's idempotency key and what its callback names. */
  reference: string;
  currency: Currency;
  /** The net amount to send, in fen. */
  amountFen: number;
  payee: { name: string; cardNumber: string; bankName: string; openbank: string };
  /** Shown on the hacker's bank statement. */
  memo: string;
};

/**
 * Where payouts go (`ctx.payouts`, issue 10 §2). `send` hands an instruction over and answers
 * the provider's reference; the result comes later: the development provider's by staff in the
 * console (`manualResults`), a bank's by its signed callback (`POST /payouts/callback`).
 * Sending the same reference twice must not pay twice (the provider keys on it).
 */
export interface PayoutProvider {
  readonly name: 'development' | 'webhook';
  /** Staff record results by hand (development only). */
  readonly manualResults: boolean;
  send(instruction: PayoutInstruction): Promise<{ providerRef: string }>;
}
