import { describe, expect, it } from 'vitest';
import { crc16, promptPayPayload } from './promptpay';

describe('PromptPay payload', () => {
  it('checks with CRC-16/CCITT-FALSE (check value of "123456789" is 29B1)', () => {
    expect(crc16('123456789')).toBe(0x29b1);
  });

  it('encodes a phone target, baht and the amount, and ends with its own CRC', () => {
    const payload = promptPayPayload('0812345678', 422);
    expect(payload.startsWith('000201010212')).toBe(true);
    expect(payload).toContain('29370016A000000677010111011300668123456785303764');
    expect(payload).toContain('54044.225802TH6304');
    const body = payload.slice(0, -4);
    expect(payload.slice(-4)).toBe(crc16(body).toString(16).toUpperCase().padStart(4, '0'));
  });

  it('encodes a 13-digit tax ID under tag 02', () => {
    expect(promptPayPayload('0105560000000', 100)).toContain('0213' + '0105560000000');
  });
});
