import { afterEach, describe, expect, it, vi } from 'vitest';
import { CROP, cropToFile, croppedName, needsCrop } from './image-crop';

describe('image crop rules (issue 21 item 5)', () => {
  it('crops covers to 800 × 450 and photos to 400 × 400; logos and backgrounds are not cropped', () => {
    expect(CROP.cover).toEqual({ width: 800, height: 450 });
    expect(CROP.photo).toEqual({ width: 400, height: 400 });
    expect(CROP.logo).toBeUndefined();
    expect(CROP.background).toBeUndefined();
  });

  it('skips the dialog only for an image already at the stored size and within the limit', () => {
    const cover = { width: 800, height: 450 };
    expect(needsCrop(cover, { width: 800, height: 450 }, 200_000, 1024)).toBe(false);
    expect(needsCrop(cover, { width: 1600, height: 900 }, 200_000, 1024)).toBe(true);
    expect(needsCrop(cover, { width: 800, height: 450 }, 1024 * 1024 + 1, 1024)).toBe(true);
  });

  it('names the cropped file after the chosen one, with the ending of the type written', () => {
    expect(croppedName('ปกคอร์ส.png', 'webp')).toBe('ปกคอร์ส.webp');
    expect(croppedName('photo.final.GIF', 'jpg')).toBe('photo.final.jpg');
    expect(croppedName('.png', 'webp')).toBe('image.webp');
  });
});

describe('cropToFile: WebP where the browser writes it, else JPEG', () => {
  /** The types and qualities the canvas was asked for, and the size it had. */
  let asked: { type: string | undefined; quality: unknown; width: number; height: number }[] = [];
  const drawn: unknown[][] = [];

  /** jsdom has no canvas or image decoding: a canvas whose blob's type is `answer(type)`. */
  function stubCanvas(answer: (type: string | undefined) => string | null) {
    asked = [];
    drawn.length = 0;
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
      this: HTMLCanvasElement,
      callback: BlobCallback,
      type?: string,
      quality?: unknown,
    ) {
      asked.push({ type, quality, width: this.width, height: this.height });
      const written = answer(type);
      callback(written === null ? null : new Blob([new Uint8Array(8)], { type: written }));
    });
    const context = {
      fillRect: () => undefined,
      drawImage: (...args: unknown[]) => drawn.push(args),
    } as unknown as CanvasRenderingContext2D;
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context);
    Object.defineProperty(HTMLImageElement.prototype, 'decode', {
      configurable: true,
      value: () => Promise.resolve(),
    });
  }
  afterEach(() => {
    vi.restoreAllMocks();
    delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).decode;
  });

  const area = { x: 10, y: 20, width: 1600, height: 900 };
  const cover = { width: 800, height: 450 };

  it('answers a .webp file of type image/webp when the canvas writes WebP', async () => {
    stubCanvas((type) => type ?? 'image/png');
    const file = await cropToFile('blob:chosen', area, cover, 'holiday.png');
    expect(file.type).toBe('image/webp');
    expect(file.name).toBe('holiday.webp');
    expect(asked).toEqual([{ type: 'image/webp', quality: 0.85, width: 800, height: 450 }]);
    expect(drawn[0]?.slice(1)).toEqual([10, 20, 1600, 900, 0, 0, 800, 450]);
  });

  it('falls back to an image/jpeg .jpg when the canvas writes another type for WebP', async () => {
    // Safari before 17 writes a PNG for a type it cannot encode.
    stubCanvas((type) => (type === 'image/webp' ? 'image/png' : (type ?? 'image/png')));
    const file = await cropToFile('blob:chosen', area, cover, 'holiday.webp');
    expect(file.type).toBe('image/jpeg');
    expect(file.name).toBe('holiday.jpg');
    expect(asked.map((call) => [call.type, call.quality])).toEqual([
      ['image/webp', 0.85],
      ['image/jpeg', 0.88],
    ]);
  });

  it('falls back to JPEG when WebP gives no blob, and fails when JPEG gives none', async () => {
    stubCanvas((type) => (type === 'image/webp' ? null : 'image/jpeg'));
    const file = await cropToFile('blob:chosen', area, { width: 400, height: 400 }, 'me.heic');
    expect([file.type, file.name]).toEqual(['image/jpeg', 'me.jpg']);
    stubCanvas(() => null);
    await expect(cropToFile('blob:chosen', area, cover, 'x.png')).rejects.toThrow();
  });
});
