import { open, type FileHandle } from 'node:fs/promises';

/**
 * The playing length of a stored audio or video file, read from the file itself (issue 13 item
 * 8), so progress never rests on the length a browser reports. The media folder keeps only the
 * types SPEC §5 allows: MP4 (video/mp4, audio/mp4: the movie header box `mvhd` inside `moov`)
 * and MP3 (a Xing/Info or VBRI frame count, else constant bit rate over the audio bytes). Only
 * headers are read, never the whole file. Null when the file holds no readable length.
 */
export async function readMediaDuration(
  filePath: string,
  mimeType: string,
): Promise<number | null> {
  if (mimeType !== 'video/mp4' && mimeType !== 'audio/mp4' && mimeType !== 'audio/mpeg')
    return null;
  const file = await open(filePath, 'r');
  try {
    const { size } = await file.stat();
    const seconds =
      mimeType === 'audio/mpeg' ? await mp3Duration(file, size) : await mp4Duration(file, size);
    return seconds !== null && Number.isFinite(seconds) && seconds > 0
      ? Math.round(seconds * 1000) / 1000
      : null;
  } finally {
    await file.close();
  }
}

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** The boxes directly inside [start, end): type and where each one's body lies. */
async function* boxes(file: FileHandle, start: number, end: number) {
  let at = start;
  // A real file has a few dozen boxes per level; the cap keeps a hostile one short.
  for (let n = 0; n < 10_000 && at + 8 <= end; n++) {
    const head = await readAt(file, at, 16);
    if (head.length < 8) return;
    let size = head.readUInt32BE(0);
    const type = head.toString('latin1', 4, 8);
    let body = at + 8;
    if (size === 1) {
      if (head.length < 16) return;
      size = Number(head.readBigUInt64BE(8));
      body = at + 16;
    } else if (size === 0) size = end - at;
    if (size < body - at || at + size > end) return;
    yield { type, body, end: at + size };
    at += size;
  }
}

/** MP4: duration / timescale of the movie header. */
async function mp4Duration(file: FileHandle, size: number): Promise<number | null> {
  for await (const box of boxes(file, 0, size)) {
    if (box.type !== 'moov') continue;
    for await (const inner of boxes(file, box.body, box.end)) {
      if (inner.type !== 'mvhd') continue;
      const mvhd = await readAt(file, inner.body, 32);
      const version = mvhd[0];
      if (version === 1 && mvhd.length >= 32) {
        const timescale = mvhd.readUInt32BE(20);
        const duration = Number(mvhd.readBigUInt64BE(24));
        return timescale > 0 ? duration / timescale : null;
      }
      if (version === 0 && mvhd.length >= 20) {
        const timescale = mvhd.readUInt32BE(12);
        const duration = mvhd.readUInt32BE(16);
        return timescale > 0 ? duration / timescale : null;
      }
      return null;
    }
  }
  return null;
}

// MPEG audio frame header tables (ISO/IEC 11172-3, 13818-3), layer III as SPEC §5 allows mp3.
const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000], // MPEG 1
  2: [22050, 24000, 16000], // MPEG 2
  0: [11025, 12000, 8000], // MPEG 2.5
};

interface Mp3Frame {
  mpeg1: boolean;
  mono: boolean;
  bitrate: number;
  sampleRate: number;
  samplesPerFrame: number;
}

/** A layer III frame header at the start of `b`, if it is one. */
function frameHeader(b: Buffer): Mp3Frame | null {
  if (b.length < 4 || b[0] !== 0xff || ((b[1] ?? 0) & 0xe0) !== 0xe0) return null;
  const version = ((b[1] ?? 0) >> 3) & 3;
  const layer = ((b[1] ?? 0) >> 1) & 3;
  const bitrateIndex = ((b[2] ?? 0) >> 4) & 15;
  const rateIndex = ((b[2] ?? 0) >> 2) & 3;
  const rates = SAMPLE_RATES[version];
  if (!rates || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3)
    return null;
  const mpeg1 = version === 3;
  return {
    mpeg1,
    mono: (b[3] ?? 0) >> 6 === 3,
    bitrate: ((mpeg1 ? BITRATES_V1 : BITRATES_V2)[bitrateIndex] ?? 0) * 1000,
    sampleRate: rates[rateIndex] ?? 0,
    samplesPerFrame: mpeg1 ? 1152 : 576,
  };
}

/** MP3: frames × samples per frame / sample rate, from the first frame's Xing/Info or VBRI. */
async function mp3Duration(file: FileHandle, size: number): Promise<number | null> {
  let start = 0;
  const id3 = await readAt(file, 0, 10);
  if (id3.toString('latin1', 0, 3) === 'ID3' && id3.length === 10) {
    const tagSize =
      ((id3[6] ?? 0) << 21) | ((id3[7] ?? 0) << 14) | ((id3[8] ?? 0) << 7) | (id3[9] ?? 0);
    start = 10 + tagSize + (((id3[5] ?? 0) & 0x10) !== 0 ? 10 : 0);
  }
  // The first frame lies within a few KB of the tag's end (padding, junk).
  const window = await readAt(file, start, 64 * 1024);
  for (let i = 0; i + 4 <= window.length; i++) {
    const frame = frameHeader(window.subarray(i, i + 4));
    if (!frame) continue;
    const head = window.subarray(i);
    const sideInfo = frame.mpeg1 ? (frame.mono ? 17 : 32) : frame.mono ? 9 : 17;
    const xing = 4 + sideInfo;
    const tag = head.toString('latin1', xing, xing + 4);
    if ((tag === 'Xing' || tag === 'Info') && head.length >= xing + 12) {
      const flags = head.readUInt32BE(xing + 4);
      if (flags & 1) {
        const frames = head.readUInt32BE(xing + 8);
        return (frames * frame.samplesPerFrame) / frame.sampleRate;
      }
    }
    if (head.toString('latin1', 36, 40) === 'VBRI' && head.length >= 36 + 18) {
      const frames = head.readUInt32BE(36 + 14);
      return (frames * frame.samplesPerFrame) / frame.sampleRate;
    }
    // Constant bit rate: the audio bytes (less a trailing ID3v1 tag) at the first frame's rate.
    const tail = await readAt(file, Math.max(0, size - 128), 3);
    const audioBytes = size - (start + i) - (tail.toString('latin1') === 'TAG' ? 128 : 0);
    return (audioBytes * 8) / frame.bitrate;
  }
  return null;
}
