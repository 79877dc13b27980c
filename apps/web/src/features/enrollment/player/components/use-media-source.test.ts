import { renderHook } from '@testing-library/react';
import type { MaterialDetail } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { useMediaSource } from './use-media-source';

type Props = Pick<MaterialDetail, 'id' | 'media'>;
const media = (url: string) => ({ url, download_url: null, mime_type: 'video/mp4', size: 10 });

describe('useMediaSource', () => {
  it('keeps the first address of a material when its detail comes back newly signed', () => {
    const { result, rerender } = renderHook<string | null, Props>(
      (props) => useMediaSource(props),
      {
        initialProps: { id: 1, media: media('/api/material/1/media/?exp=600&sig=a') },
      },
    );
    expect(result.current).toBe('/api/material/1/media/?exp=600&sig=a');
    rerender({ id: 1, media: media('/api/material/1/media/?exp=1200&sig=b') });
    expect(result.current).toBe('/api/material/1/media/?exp=600&sig=a');
  });

  it('takes the address of another material, and follows a file appearing or going', () => {
    const { result, rerender } = renderHook<string | null, Props>(
      (props) => useMediaSource(props),
      {
        initialProps: { id: 1, media: media('/api/material/1/media/?exp=600&sig=a') },
      },
    );
    rerender({ id: 2, media: media('/api/material/2/media/?exp=600&sig=c') });
    expect(result.current).toBe('/api/material/2/media/?exp=600&sig=c');
    rerender({ id: 2, media: null });
    expect(result.current).toBeNull();
  });
});
