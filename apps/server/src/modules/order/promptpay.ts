import QRCode from 'qrcode';

/**
 * PromptPay "Thai QR Payment" payloads (EMVCo merchant-presented QR, tag 29 for PromptPay),
 * written here rather than taken from a package: the format is a few TLV fields and a CRC.
 */

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as EMVCo QR codes end with. */
export function crc16(text: string): number {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

const field = (tag: string, value: string) =>
  `${tag}${String(value.length).padStart(2, '0')}${value}`;

/** The PromptPay target: a phone number as 0066 + 9 digits, a 13-digit tax ID as it is. */
function target(id: string): string {
  if (id.length === 13) return field('02', id);
  return field('01', `0066${id.slice(1)}`.padStart(13, '0'));
}

/**
 * The payload for paying `amountMinor` satang to a PromptPay ID (10-digit phone or 13-digit tax
 * ID): a one-time QR (point of initiation 12) in THB with the amount filled in.
 */
export function promptPayPayload(id: string, amountMinor: number): string {
  const amount = (amountMinor / 100).toFixed(2);
  const body = [
    field('00', '01'),
    field('01', '12'),
    field('29', field('00', 'A000000677010111') + target(id)),
    field('53', '764'),
    field('54', amount),
    field('58', 'TH'),
  ].join('');
  const withTag = `${body}6304`;
  return withTag + crc16(withTag).toString(16).toUpperCase().padStart(4, '0');
}

/** The payload as an SVG QR code in a data URL, for an <img>. */
export async function qrCodeDataUrl(payload: string): Promise<string> {
  const svg = await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}
