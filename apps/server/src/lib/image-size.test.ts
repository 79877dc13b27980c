import { describe, expect, it } from 'vitest';
import { makeGifHeader, makeJpegHeader, makePng } from '../../test/images';
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
});
