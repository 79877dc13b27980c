import { DEMO_ONLY_CONFIG, type ConfigName, type ImageUse } from '@portal/shared';

/** How one config value is edited. */
export type ConfigField =
  | { name: ConfigName; kind: 'switch' | 'text' | 'textarea' }
  | { name: ConfigName; kind: 'number'; min: number; max: number }
  /** An uploaded image's address ('' for none), chosen with the image picker. */
  | { name: ConfigName; kind: 'image'; use: ImageUse }
  | { name: ConfigName; kind: 'choice'; options: { value: number; label: string }[] };

/**
 * Whether the settings page offers a field: a demo-only value (DEMO_ONLY_CONFIG) only when the
 * server sent it, which it does in demo mode alone.
 */
export function isOffered(field: ConfigField, config: Record<string, unknown>): boolean {
  return !(DEMO_ONLY_CONFIG as readonly string[]).includes(field.name) || field.name in config;
}

/** The label key of a config name: `cfg_` + the name in snake case. */
export function fieldLabel(name: ConfigName): string {
  return `cfg_${name.replace(/-/g, '_')}`;
}

const choices = (prefix: string, values: number[]) =>
  values.map((value) => ({ value, label: `${prefix}${value}` }));

/** The sections of plain values; maintenance and the condition sets have their own cards. */
export const CONFIG_SECTIONS: { title: string; fields: ConfigField[] }[] = [
  {
    title: 'cfg_section_general',
    fields: [
      { name: 'config-page-size', kind: 'number', min: 1, max: 200 },
      {
        name: 'config-default-language',
        kind: 'choice',
        options: choices('cfg_language_', [0, 1]),
      },
      { name: 'config-text-limit', kind: 'number', min: 1, max: 10000 },
      { name: 'config-description-limit', kind: 'number', min: 1, max: 100000 },
    ],
  },
  {
    title: 'cfg_section_appearance',
    fields: [
      { name: 'config-main-menu-is-collapse', kind: 'switch' },
      { name: 'config-main-menu-dashboard-is-collapse', kind: 'switch' },
      {
        name: 'config-login-layout',
        kind: 'choice',
        options: choices('cfg_login_layout_', [0, 1]),
      },
      { name: 'config-logo', kind: 'image', use: 'logo' },
      { name: 'config-login-background', kind: 'image', use: 'background' },
    ],
  },
  {
    title: 'cfg_section_features',
    fields: [
      { name: 'messenger-is-enabled', kind: 'switch' },
      { name: 'config-b2c-is-enabled', kind: 'switch' },
      { name: 'config-enable-screen-capture', kind: 'switch' },
      { name: 'azure-login', kind: 'switch' },
      { name: 'sso-profile-validate-is-enabled', kind: 'switch' },
      { name: 'iden-is-enabled', kind: 'switch' },
      { name: 'iden-orig-image-login-is-enabled', kind: 'switch' },
      { name: 'iden-type-photo-display', kind: 'number', min: 0, max: 3 },
      {
        name: 'force-use-mobile-app',
        kind: 'choice',
        options: choices('cfg_mobile_', [0, 1, 2, 3]),
      },
      { name: 'mobile-app-store-url', kind: 'text' },
      { name: 'mobile-app-google-play-url', kind: 'text' },
    ],
  },
  {
    title: 'cfg_section_privacy',
    fields: [
      { name: 'config-cookiewow', kind: 'text' },
      { name: 'analytics', kind: 'text' },
      { name: 'google-id', kind: 'text' },
      { name: 'facebook-id', kind: 'text' },
      { name: 'meta-tags', kind: 'textarea' },
    ],
  },
  {
    title: 'cfg_section_payment',
    fields: [
      { name: 'payment-payee-name', kind: 'text' },
      { name: 'payment-seller-address', kind: 'textarea' },
      { name: 'payment-seller-tax-id', kind: 'text' },
      { name: 'payment-promptpay-id', kind: 'text' },
      { name: 'payment-vat-rate', kind: 'number', min: 0, max: 30 },
      { name: 'payment-order-expire-hours', kind: 'number', min: 1, max: 720 },
      { name: 'payment-demo-is-enabled', kind: 'switch' },
    ],
  },
  {
    title: 'cfg_section_signin',
    fields: [
      { name: 'otp-email-is-enabled', kind: 'switch' },
      { name: 'two-factor-dashboard-required', kind: 'switch' },
    ],
  },
  {
    title: 'cfg_section_engagement',
    fields: [
      { name: 'gamification-is-enabled', kind: 'switch' },
      { name: 'learning-playlist-is-enabled', kind: 'switch' },
    ],
  },
  {
    title: 'cfg_section_live',
    fields: [
      { name: 'live-jitsi-server', kind: 'text' },
      { name: 'live-reminder-minutes', kind: 'number', min: 1, max: 1440 },
    ],
  },
];
