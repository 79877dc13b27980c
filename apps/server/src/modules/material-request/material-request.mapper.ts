import type { DashboardMaterialRequest, MaterialRequest } from '@portal/shared';
import { iso } from '@/lib/refs';
import type { MaterialRequestRow } from './material-request.repository';

/** A request as its learner sees it. */
export function requestDto(row: MaterialRequestRow): MaterialRequest {
  return {
    id: row.id,
    flow_type: row.flow_type,
    status: row.status,
    reason: row.reason,
    datetime_create: iso(row.created_at) ?? '',
    datetime_decide: iso(row.decided_at),
    material: {
      id: row.content_id,
      kind: row.kind as MaterialRequest['material']['kind'],
      title: row.title_en,
      desc: row.desc_en,
      is_publish: row.is_publish,
    },
  };
}

/** A request as the dashboard lists it: with who asked. */
export function dashboardRequestDto(row: MaterialRequestRow): DashboardMaterialRequest {
  return {
    ...requestDto(row),
    user: {
      id: row.user_id,
      email: row.email,
      first_name: row.first_name,
      last_name: row.last_name,
    },
  };
}
