import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createQueryClient } from '@/api/query-client';
import { Providers } from '@/app/providers';
import { createI18n } from '@/i18n';
import { ImagePicker } from './image-picker';
import type { UploadedFile } from './use-tus-upload';

/** What the browser decodes, per test; and the uploads started, with their done callbacks. */
const decoded = { width: 800, height: 450 };
const started: { file: File; extra: unknown; done: (f: UploadedFile) => void }[] = [];

vi.mock('./image-size', () => ({ readImageSize: () => Promise.resolve({ ...decoded }) }));
/** The crop dialog's canvas work (jsdom has no canvas): the area asked for, and a WebP back. */
const cropped: { area: unknown; target: unknown }[] = [];
vi.mock('./image-crop', async (original) => ({
  ...(await original<typeof import('./image-crop')>()),
  cropToFile: (_source: string, area: unknown, target: unknown, name: string) => {
    cropped.push({ area, target });
    return Promise.resolve(new File([new Uint8Array(10)], name.replace(/\.\w+$/, '.webp')));
  },
}));
/** react-easy-crop measures its box, which jsdom does not lay out: a stand-in reporting an area. */
vi.mock('react-easy-crop', () => ({
  default: (props: { onCropComplete: (a: unknown, p: unknown) => void; aspect: number }) => {
    const { onCropComplete, aspect } = props;
    queueMicrotask(() =>
      onCropComplete(
        { x: 0, y: 0, width: 100, height: 100 },
        { x: 10, y: 0, width: 640, height: Math.round(640 / aspect) },
      ),
    );
    return <div data-testid="cropper" data-aspect={aspect} />;
  },
}));
vi.mock('./use-tus-upload', () => ({
  useTusUpload: (_kind: string, done: (f: UploadedFile) => void, extra: unknown) => ({
    state: { status: 'idle' },
    start: (file: File) => started.push({ file, extra, done }),
    pause: () => undefined,
    resume: () => undefined,
  }),
}));

beforeEach(() => {
  started.length = 0;
  cropped.length = 0;
  Object.assign(decoded, { width: 800, height: 450 });
});

function Harness(props: { initial?: string | null; errorKey?: string }) {
  const [value, setValue] = useState<string | null>(props.initial ?? null);
  return (
    <>
      <ImagePicker
        use="cover"
        name="image"
        label="Cover image"
        value={value}
        errorKey={props.errorKey}
        onChange={setValue}
      />
      <output data-testid="value">{value ?? 'none'}</output>
    </>
  );
}

function renderPicker(language: 'en' | 'th', props: Parameters<typeof Harness>[0] = {}) {
  return render(
    <Providers queryClient={createQueryClient()} i18n={createI18n(language)}>
      <Harness {...props} />
    </Providers>,
  );
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[name="image"]')!;
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const png = (bytes: number, name = 'cover.png') =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('ImagePicker (SPEC §5 image rule, checked before uploading)', () => {
  it('in Thai: states the rule and refuses a wrong type or a file over 20 MB', async () => {
    renderPicker('th');
    expect(
      screen.getByText('JPG, JPEG, PNG, GIF, WEBP ขนาดใดก็ได้ แล้วครอบตัดให้เป็น 800 × 450 พิกเซล'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'เลือกรูปภาพ' })).toBeTruthy();
    choose(png(1000, 'cover.bmp'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'เลือกรูปภาพ JPG, JPEG, PNG, GIF, WEBP ขนาดไม่เกิน 1024 KB',
    );
    choose(png(20 * 1024 * 1024 + 1));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('เลือกรูปภาพขนาดไม่เกิน 20 MB'),
    );
    expect(started).toHaveLength(0);
  });

  it('crops a cover of another size to 800 × 450 and uploads the WebP (issue 21 item 5)', async () => {
    Object.assign(decoded, { width: 640, height: 480 });
    renderPicker('en');
    choose(png(2000, 'holiday.png'));
    const dialog = await screen.findByRole('dialog', { name: 'Crop the image' });
    expect(screen.getByTestId('cropper').getAttribute('data-aspect')).toBe(String(800 / 450));
    expect(dialog.textContent).toContain('It is saved at 800 × 450 pixels.');
    expect(started).toHaveLength(0);
    const apply = screen.getByRole('button', { name: 'Use this crop' });
    await waitFor(() => expect((apply as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(apply);
    await waitFor(() => expect(started).toHaveLength(1));
    expect(cropped[0]).toEqual({
      area: { x: 10, y: 0, width: 640, height: 360 },
      target: { width: 800, height: 450 },
    });
    expect(started[0]?.file.name).toBe('holiday.webp');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('crops a cover of the right size that is over 1024 KB; cancelling uploads nothing', async () => {
    renderPicker('en');
    choose(png(1024 * 1024 + 1));
    await screen.findByRole('dialog', { name: 'Crop the image' });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(started).toHaveLength(0);
    expect(screen.getByText('No image')).toBeTruthy();
  });

  it('uploads a good image with its use, previews it, then replaces and removes it', async () => {
    renderPicker('en');
    choose(png(2000));
    await waitFor(() => expect(started).toHaveLength(1));
    expect(started[0]?.extra).toEqual({ use: 'cover' });
    const url = `/api/media/image/ab/${'a'.repeat(64)}.png`;
    started[0]?.done({ id: 3, name: 'cover.png', size: 2000, url });
    const preview = await screen.findByRole('img', { name: 'Preview of Cover image' });
    expect(preview.getAttribute('src')).toBe(url);
    expect(screen.getByText('Image uploaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Replace image' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.getByTestId('value').textContent).toBe('none');
    expect(screen.getByText('No image')).toBeTruthy();
  });

  it("shows the server's refusal on save with the rule's numbers", () => {
    renderPicker('th', {
      initial: `/api/media/image/ab/${'b'.repeat(64)}.png`,
      errorKey: 'accept_image_width_height_xx',
    });
    expect(screen.getByRole('alert').textContent).toBe('รูปภาพต้องมีขนาด 800 × 450 พิกเซล');
  });
});
