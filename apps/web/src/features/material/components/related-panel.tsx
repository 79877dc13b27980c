import { useState } from 'react';
import { ContentGrid } from '@/features/catalog';
import { useRelated } from '../api/get-related';

/** /{kind}/{id}/related: other materials of the same category, paged on the server. */
export function RelatedPanel({ materialId }: { materialId: number }) {
  const [page, setPage] = useState(1);
  const related = useRelated(materialId, page);
  return <ContentGrid query={related} page={page} onPage={setPage} headingOrder={3} />;
}
