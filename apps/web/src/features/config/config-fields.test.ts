import { describe, expect, it } from 'vitest';
import { CONFIG_SECTIONS, isOffered } from './config-fields';

const payment = CONFIG_SECTIONS.find((s) => s.title === 'cfg_section_payment')?.fields ?? [];
const names = (config: Record<string, unknown>) =>
  payment.filter((field) => isOffered(field, config)).map((field) => field.name);

describe('the settings page offers the demo payment switch only on a demo portal', () => {
  it('hides it when the server leaves it out of the config (DEMO off)', () => {
    expect(names({ 'payment-promptpay-id': '' })).not.toContain('payment-demo-is-enabled');
    expect(names({ 'payment-promptpay-id': '' })).toContain('payment-promptpay-id');
  });

  it('shows it when the server sends it (DEMO on), whatever its value', () => {
    expect(names({ 'payment-demo-is-enabled': false })).toContain('payment-demo-is-enabled');
  });
});
