import { describe, expect, it } from 'vitest';
import { CROP, croppedName, needsCrop } from './image-crop';

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

  it('names the cropped JPEG after the chosen file', () => {
    expect(croppedName('ปกคอร์ส.png')).toBe('ปกคอร์ส.jpg');
    expect(croppedName('photo.final.GIF')).toBe('photo.final.jpg');
    expect(croppedName('.png')).toBe('image.jpg');
  });
});
