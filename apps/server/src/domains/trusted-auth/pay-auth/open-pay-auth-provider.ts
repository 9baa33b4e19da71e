import type { Config } from '../../../config';
import { developmentPayAuthProvider } from './development-provider';
import { httpPayAuthProvider } from './http-provider';
import type { PaymentAuthProvider } from './payment-auth-provider';

/** The provider of this configuration: HTTP when PAY_AUTH_URL is set, the development one outside production, none otherwise. */
export function openPayAuthProvider(config: Config, clock: { now(): Date }): PaymentAuthProvider | null {
  if (config.PAY_AUTH_URL && config.PAY_AUTH_SECRET) {
    return httpPayAuthProvider({ baseUrl: config.PAY_AUTH_URL, secret: config.PAY_AUTH_SECRET, timeoutMs: config.THIRD_PARTY_TIMEOUT_MS, clock });
  }
  return config.isProduction ? null : developmentPayAuthProvider(config.PUBLIC_ORIGIN, clock);
}
