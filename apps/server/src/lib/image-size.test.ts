import { describe, expect, it } from 'vitest';
import { makeGifHeader, makeJpegHeader, makePng } from '../../test/images';
import {
  webpAnimated,
  webpExtended,
  webpLossless,
  webpLossy,
  webpLyingCanvas,
} from '../../test/webp-images';
import { imageSizeOf } from './image-size';

describe('imageSizeOf', () => {
  it('reads the declared size of PNG, GIF and JPEG (frame after an APP1 block)', () => {
    expect(imageSizeOf(makePng(800, 450))).toEqual({ width: 800, height: 450 });
    expect(imageSizeOf(makeGifHeader(64, 32))).toEqual({ width: 64, height: 32 });
    expect(imageSizeOf(makeJpegHeader(1920, 1080))).toEqual({ width: 1920, height: 1080 });
  });

  it('answers 0×0 for other bytes and for a cut-off header', () => {
    expect(imageSizeOf(Buffer.from('%PDF-1.7 not an image'))).toEqual({ width: 0, height: 0 });
    expect(imageSizeOf(makePng(10, 10).subarray(0, 16))).toEqual({ width: 0, height: 0 });
    expect(imageSizeOf(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toEqual({ width: 0, height: 0 });
  });

  it('reads WebP: lossy (VP8), lossless (VP8L), extended (VP8X, past ICC and alpha)', () => {
    expect(imageSizeOf(webpLossy())).toEqual({ width: 800, height: 450 });
    expect(imageSizeOf(webpLossless())).toEqual({ width: 300, height: 200 });
    expect(imageSizeOf(webpExtended())).toEqual({ width: 120, height: 60 });
  });

  it('answers 0×0 for a cut-off, lying or animated WebP header', () => {
    for (const whole of [webpLossy(), webpLossless(), webpExtended()])
      for (const end of [12, 16, 20, 25, 29, whole.length - 1])
        expect(imageSizeOf(whole.subarray(0, end))).toEqual({ width: 0, height: 0 });
    // Only the start read, of a whole file that is long enough.
    const whole = webpLossless();
    expect(imageSizeOf(whole.subarray(0, 25), whole.length)).toEqual({ width: 300, height: 200 });
    // The RIFF size says the file ends before its first chunk does.
    const short = webpLossy();
    short.writeUInt32LE(20, 4);
    expect(imageSizeOf(short)).toEqual({ width: 0, height: 0 });
    // A lossy bitstream without its start code, a lossless one without its signature.
    const noStart = webpLossy();
    noStart[23] = 0;
    expect(imageSizeOf(noStart)).toEqual({ width: 0, height: 0 });
    const noSignature = webpLossless();
    noSignature[20] = 0;
    expect(imageSizeOf(noSignature)).toEqual({ width: 0, height: 0 });
    // A canvas that is not its bitstream's size, and an animation.
    expect(imageSizeOf(webpLyingCanvas(800, 450))).toEqual({ width: 0, height: 0 });
    expect(imageSizeOf(webpAnimated())).toEqual({ width: 0, height: 0 });
  });
});
