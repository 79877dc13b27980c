import { z } from 'zod';
import { ConditionSetSchema } from '../account/conditions';
import { JITSI_HOST } from '../learning/live-urls';

/** Config names of SPEC §3 with the schema of each value. */
export const CONFIG_SCHEMAS = {
  'config-logo': z.string().max(1000),
  'config-login-layout': z.number().int().min(0).max(1),
  'config-login-background': z.string().max(1000),
  'config-is-maintenance': z.boolean(),
  'config-is-maintenance-dashboard': z.boolean(),
  'config-main-menu-is-collapse': z.boolean(),
  'config-main-menu-dashboard-is-collapse': z.boolean(),
  'messenger-is-enabled': z.boolean(),
  'force-use-mobile-app': z.number().int().min(0).max(3),
  /** The app's App Store page, shown on the app-store links page (force-use-mobile-app). */
  'mobile-app-store-url': z
    .string()
    .max(255, 'length_less_than')
    .regex(/^(https:\/\/.*)?$/, 'specify_prefix_url'),
  /** The app's Google Play page, shown on the same page. */
  'mobile-app-google-play-url': z
    .string()
    .max(255, 'length_less_than')
    .regex(/^(https:\/\/.*)?$/, 'specify_prefix_url'),
  'iden-is-enabled': z.boolean(),
  /** A just-in-time SSO user completes names, department and position first (/account/sso/validate). */
  'sso-profile-validate-is-enabled': z.boolean(),
  'iden-type-photo-display': z.number().int().min(0).max(3),
  'iden-orig-image-login-is-enabled': z.boolean(),
  'config-cookiewow': z.string().max(200),
  'config-page-size': z.number().int().min(1).max(200),
  'config-enable-screen-capture': z.boolean(),
  'config-default-language': z.number().int().min(0).max(1),
  'config-b2c-is-enabled': z.boolean(),
  'config-description-limit': z.number().int().min(1).max(100000),
  'config-text-limit': z.number().int().min(1).max(10000),
  analytics: z.string().max(200),
  'meta-tags': z.string().max(2000),
  'google-id': z.string().max(200),
  'facebook-id': z.string().max(200),
  'azure-login': z.boolean(),
  'password-condition': ConditionSetSchema,
  'username-condition': ConditionSetSchema,
  /** Offer the demo payment provider, which pays an order at once (demo portals only). */
  'payment-demo-is-enabled': z.boolean(),
  /** PromptPay ID orders are paid to: a phone number (10 digits) or tax ID (13); '' for none. */
  'payment-promptpay-id': z.string().regex(/^(\d{10}|\d{13})?$/, 'invalid_value'),
  /** Name of the seller on payment screens and receipts. */
  'payment-payee-name': z.string().max(200),
  /** The seller's address printed on receipts and tax invoices. */
  'payment-seller-address': z.string().max(500),
  /** The seller's 13-digit tax ID on receipts and tax invoices; '' for none. */
  'payment-seller-tax-id': z.string().regex(/^(\d{13})?$/, 'invalid_value'),
  /** VAT included in prices, in percent (7 in Thailand); 0 prints no VAT line. */
  'payment-vat-rate': z.number().min(0).max(30),
  /** Hours a pending order waits for payment before it expires. */
  'payment-order-expire-hours': z.number().int().min(1).max(720),
  /** Offer sign-in with a code sent by e-mail (SPEC §9 login back-end 19). */
  'otp-email-is-enabled': z.boolean(),
  /** Dashboard users must use two-factor; one without it is taken to setup after the password. */
  'two-factor-dashboard-required': z.boolean(),
  /** SPEC §9 feature toggle: points, challenges and leaderboards (issue 19). */
  'gamification-is-enabled': z.boolean(),
  /** SPEC §9 feature toggle: learning playlists (issue 19). */
  'learning-playlist-is-enabled': z.boolean(),
  /** The Jitsi Meet server conference sessions embed (a host name, e.g. meet.jit.si; issue 16). */
  'live-jitsi-server': z.string().max(253).regex(JITSI_HOST, 'invalid_value'),
  /** Minutes before a session starts when its enrolled learners are reminded. */
  'live-reminder-minutes': z.number().int().min(1).max(1440),
} as const;

export type ConfigName = keyof typeof CONFIG_SCHEMAS;
export type ConfigValues = { [K in ConfigName]: z.infer<(typeof CONFIG_SCHEMAS)[K]> };

export const CONFIG_NAMES = Object.keys(CONFIG_SCHEMAS) as ConfigName[];

export function isConfigName(name: string): name is ConfigName {
  return Object.hasOwn(CONFIG_SCHEMAS, name);
}

/** Config names a visitor may read one by one at GET config/{name}/. */
export const PUBLIC_CONFIG_NAMES: readonly ConfigName[] = [
  'config-b2c-is-enabled',
  'config-login-layout',
  'config-login-background',
  'config-logo',
  'config-default-language',
];

/**
 * Config values that act only in demo mode (DEMO on the server): left out of config answers and
 * refused by the dashboard's save (409 demo_mode_only) on a real portal.
 */
export const DEMO_ONLY_CONFIG = ['payment-demo-is-enabled'] as const;

export const ConfigAnswerSchema = z.object({
  config_dict: z.record(z.string(), z.unknown()),
  config_datetime_update: z.string(),
});
export type ConfigAnswer = z.infer<typeof ConfigAnswerSchema>;

export const CheckUpdateSchema = z.object({
  config_datetime_update: z.string(),
  dict_datetime_update: z.string(),
  filter_update: z.string(),
  transaction_content_type_update: z.string(),
  home_menu_update: z.string(),
  home_informative_update: z.string(),
});
export type CheckUpdate = z.infer<typeof CheckUpdateSchema>;

export const DictAnswerSchema = z.object({
  dict_datetime_update: z.string(),
  en: z.record(z.string(), z.string()),
  th: z.record(z.string(), z.string()),
});
export type DictAnswer = z.infer<typeof DictAnswerSchema>;

export const TERM_KINDS = ['term', 'privacy', 'data_consent'] as const;
export type TermKind = (typeof TERM_KINDS)[number];

export const TermSchema = z.object({
  id: z.number().int(),
  kind: z.enum(TERM_KINDS),
  version: z.number().int(),
  topic: z.string(),
  body: z.string(),
  is_publish: z.boolean(),
  is_accepted: z.boolean(),
  datetime_publish: z.string().nullable(),
});
export type Term = z.infer<typeof TermSchema>;

export const TermAcceptSchema = z.object({
  id: z
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1, 'invalid_id'),
});

/** The learner page each document kind is read and accepted on (its notification's link). */
export const TERM_PAGES: Record<TermKind, string> = {
  term: '/privacy-data/terms-conditions',
  privacy: '/privacy-data/privacy-notice',
  data_consent: '/privacy-data/data-consent',
};

const termText = (max: number) =>
  z
    .string({ error: 'this_field_is_required' })
    .max(max, 'length_less_than')
    .refine((s) => s.trim().length > 0, 'this_field_is_required');

/** POST dashboard/term/: publishes a new version of a document, which everyone must accept. */
export const TermVersionInputSchema = z
  .object({
    kind: z.enum(TERM_KINDS, { error: 'invalid_choice' }),
    topic_en: termText(200),
    topic_th: termText(200),
    body_en: termText(100_000),
    body_th: termText(100_000),
  })
  .strict();
export type TermVersionInput = z.infer<typeof TermVersionInputSchema>;
export const TermVersionSchema = z.object({
  id: z.number(),
  kind: z.enum(TERM_KINDS),
  version: z.number(),
  /** People told of it (those who want this kind of notification). */
  notified: z.number(),
});
export type TermVersion = z.infer<typeof TermVersionSchema>;

export * from './dictionary-labels';
export * from './dictionary-admin';
export * from './outbox';
export * from './audit-log';
