import type { PayoutProvider } from './payout-provider';

/**
 * Outside production without a bank: the instruction is recorded (our `payouts` row is the
 * record) and staff mark its result in the console, so every state of a payout can be seen.
 */
export const developmentPayoutProvider: PayoutProvider = {
  name: 'development',
  manualResults: true,
  async send(instruction) {
    return { providerRef: `dev-${instruction.reference}` };
  },
};
