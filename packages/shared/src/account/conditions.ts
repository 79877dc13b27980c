import { z } from 'zod';

/**
 * Password and username conditions of SPEC §3/§5. Each condition has `is_use` and `compile`:
 * for the character kinds `compile` is a regular expression source one character must match;
 * for length it is the minimum number of characters.
 */
export const ConditionSchema = z.object({ is_use: z.boolean(), compile: z.string() });
export const ConditionSetSchema = z.object({
  condition_lower: ConditionSchema,
  condition_upper: ConditionSchema,
  condition_number: ConditionSchema,
  condition_symbol: ConditionSchema.optional(),
  condition_length: ConditionSchema,
});
export type Condition = z.infer<typeof ConditionSchema>;
export type ConditionSet = z.infer<typeof ConditionSetSchema>;

/** Answer of GET account/password-condition/. */
export const PasswordConditionAnswerSchema = z.object({
  password: ConditionSetSchema,
  username: ConditionSetSchema,
});
export type PasswordConditionAnswer = z.infer<typeof PasswordConditionAnswerSchema>;

export const DEFAULT_PASSWORD_CONDITIONS: ConditionSet = {
  condition_lower: { is_use: true, compile: '[a-z]' },
  condition_upper: { is_use: true, compile: '[A-Z]' },
  condition_number: { is_use: true, compile: '[0-9]' },
  condition_symbol: { is_use: true, compile: '[^A-Za-z0-9\\s]' },
  condition_length: { is_use: true, compile: '8' },
};

export const DEFAULT_USERNAME_CONDITIONS: ConditionSet = {
  condition_lower: { is_use: false, compile: '[a-z]' },
  condition_upper: { is_use: false, compile: '[A-Z]' },
  condition_number: { is_use: false, compile: '[0-9]' },
  condition_length: { is_use: true, compile: '4' },
};

/** The kinds a condition set can require, in the order they are listed to a person. */
export type ConditionKind = 'length' | 'number' | 'symbol' | 'upper' | 'lower';

export interface ConditionResult {
  ok: boolean;
  /** Every enabled condition the value fails, in display order. */
  failed: ConditionKind[];
  /** Every enabled condition, in display order (what the message lists). */
  required: ConditionKind[];
  /** Minimum length when the length condition is enabled. */
  minLength: number | null;
  /** The message key to show: 'length_at_least' when only length is enabled. */
  messageKey: 'length_at_least' | 'your_password_must_contains' | null;
}

const ORDER: { kind: ConditionKind; key: keyof ConditionSet }[] = [
  { kind: 'length', key: 'condition_length' },
  { kind: 'number', key: 'condition_number' },
  { kind: 'symbol', key: 'condition_symbol' },
  { kind: 'upper', key: 'condition_upper' },
  { kind: 'lower', key: 'condition_lower' },
];

function safeRegExp(source: string): RegExp | null {
  try {
    return new RegExp(source, 'u');
  } catch {
    return null;
  }
}

/** Checks a value against every enabled condition of a set. */
export function checkConditions(value: string, set: ConditionSet): ConditionResult {
  const required: ConditionKind[] = [];
  const failed: ConditionKind[] = [];
  let minLength: number | null = null;
  for (const { kind, key } of ORDER) {
    const condition = set[key];
    if (!condition?.is_use) continue;
    required.push(kind);
    if (kind === 'length') {
      minLength = Math.max(0, Number.parseInt(condition.compile, 10) || 0);
      if ([...value].length < minLength) failed.push(kind);
      continue;
    }
    const pattern = safeRegExp(condition.compile);
    if (pattern && !pattern.test(value)) failed.push(kind);
  }
  const onlyLength = required.length === 1 && required[0] === 'length';
  return {
    ok: failed.length === 0,
    failed,
    required,
    minLength,
    messageKey:
      failed.length === 0 ? null : onlyLength ? 'length_at_least' : 'your_password_must_contains',
  };
}
