import { useState } from 'react';
import type { MaterialDetail } from '@portal/shared';

/**
 * The material's file address as the player first received it. A refetched detail (after a
 * review is saved, say) may carry a newly signed address for the same file (server
 * media-url.ts); switching to it would reload a playing video or an open PDF from the start.
 * Another material, or a file appearing or going, takes the new address.
 */
export function useMediaSource(material: Pick<MaterialDetail, 'id' | 'media'>): string | null {
  const url = material.media?.url ?? null;
  const [kept, setKept] = useState({ id: material.id, url });
  if (kept.id !== material.id || (kept.url === null) !== (url === null)) {
    setKept({ id: material.id, url });
    return url;
  }
  return kept.url;
}
