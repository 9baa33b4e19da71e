import type { Config } from '../../../config';
import { developmentPayoutProvider } from './development-payout-provider';
import type { PayoutProvider } from './payout-provider';
import { webhookPayoutProvider } from './webhook-payout-provider';

/** The provider of this configuration: the webhook when PAYOUT_WEBHOOK_URL is set, the development one outside production, none otherwise. */
export function openPayoutProvider(config: Config, clock: { now(): Date }): PayoutProvider | null {
  if (config.PAYOUT_WEBHOOK_URL && config.PAYOUT_WEBHOOK_SECRET) {
    return webhookPayoutProvider({ url: config.PAYOUT_WEBHOOK_URL, secret: config.PAYOUT_WEBHOOK_SECRET, timeoutMs: config.THIRD_PARTY_TIMEOUT_MS, clock });
  }
  return config.isProduction ? null : developmentPayoutProvider;
}
