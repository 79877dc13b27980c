import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryNode, Paged } from '@portal/shared';
import { api } from '@/api';
import { useContentLanguage } from '@/components/learning';
import { catalogKeys } from './catalog-keys';

/** GET category/: root categories with their child_list and content counts (matches at any depth when searching). */
export function getCategories(
  language: string,
  query: { page: number; search: string },
  signal?: AbortSignal,
): Promise<Paged<CategoryNode>> {
  return api.get<Paged<CategoryNode>>('category', {
    query: { page: query.page, search: query.search || undefined, lang: language },
    signal,
  });
}

export function categoriesQueryOptions(language: string, query: { page: number; search: string }) {
  return queryOptions({
    queryKey: catalogKeys.categoryTree(language, query),
    queryFn: ({ signal }) => getCategories(language, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCategories(query: { page: number; search: string }) {
  return useQuery(categoriesQueryOptions(useContentLanguage(), query));
}

/** Every id in a category subtree, the root first. */
export function subtreeIds(node: { id: number; child_list: CategoryNode[] }): number[] {
  return [node.id, ...node.child_list.flatMap((child) => subtreeIds(child))];
}
