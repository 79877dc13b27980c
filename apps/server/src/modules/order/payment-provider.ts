import type { ConfigValues, Currency, PaymentMethod, PaymentMethodInfo } from '@portal/shared';
import type { PurchaseOrderRow } from '@/db/types';
import { promptPayPayload, qrCodeDataUrl } from './promptpay';

/** Payment settings read from config. */
export type PaymentSettings = Pick<
  ConfigValues,
  'payment-demo-is-enabled' | 'payment-promptpay-id' | 'payment-payee-name'
>;

/** Whether the server runs in demo mode (the DEMO environment variable, AppConfig.DEMO). */
export type DemoMode = boolean;

/** What the learner sees to pay a pending order. */
export interface PaymentInstructions {
  promptpay_payload: string | null;
  qr_code: string | null;
}

/**
 * A way to pay. `isManual` providers wait for an administrator to confirm the money arrived
 * (after the learner reports paying); the others pay the order as soon as it is placed. A new
 * provider (a card gateway, say) implements this and is added to PROVIDERS.
 */
export interface PaymentProvider {
  code: PaymentMethod;
  currencies: readonly Currency[];
  isManual: boolean;
  isEnabled(settings: PaymentSettings, demo: DemoMode): boolean;
  instructions(order: PurchaseOrderRow, settings: PaymentSettings): Promise<PaymentInstructions>;
}

const NO_INSTRUCTIONS: PaymentInstructions = { promptpay_payload: null, qr_code: null };

/** Bank transfer or PromptPay QR in baht; the learner reports the transfer, an admin confirms. */
const promptpay: PaymentProvider = {
  code: 'promptpay',
  currencies: ['thb'],
  isManual: true,
  isEnabled: () => true,
  async instructions(order, settings) {
    const id = settings['payment-promptpay-id'];
    if (!id || order.currency !== 'thb') return NO_INSTRUCTIONS;
    const payload = promptPayPayload(id, order.total_minor);
    return { promptpay_payload: payload, qr_code: await qrCodeDataUrl(payload) };
  },
};

/**
 * Pays at once, with no money: exists only in demo mode (DEMO), and there only while the
 * dashboard's switch is on (the demo data turns it on).
 */
const demo: PaymentProvider = {
  code: 'demo',
  currencies: ['thb', 'usd', 'jpy'],
  isManual: false,
  isEnabled: (settings, demoMode) => demoMode && settings['payment-demo-is-enabled'],
  instructions: () => Promise.resolve(NO_INSTRUCTIONS),
};

export const PROVIDERS: Record<PaymentMethod, PaymentProvider> = { promptpay, demo };

/** The providers config allows, as the cart answers them. */
export function availableMethods(
  settings: PaymentSettings,
  demoMode: DemoMode,
): PaymentMethodInfo[] {
  return Object.values(PROVIDERS)
    .filter((p) => p.isEnabled(settings, demoMode))
    .map((p) => ({ code: p.code, currencies: [...p.currencies], is_manual: p.isManual }));
}
