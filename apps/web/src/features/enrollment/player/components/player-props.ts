import type { MaterialDetail } from '@portal/shared';
import type { StampBody } from '../stamps/media-clock';

/** What every per-kind player gets: the material, where it sits, and how to record progress. */
export interface PlayerProps {
  courseId: number;
  slotId: number;
  material: MaterialDetail;
  /** Records a progress stamp (SPEC §9); sending, ordering and offline keeping are handled. */
  send: (stamp: StampBody) => void;
}
