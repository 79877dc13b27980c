import { Anchor, Badge, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import type { CategoryNode } from '@portal/shared';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { catalogMessages } from '../catalog-messages';

/** A category tree as nested lists: each name links to its page, with its content count. */
export function CategoryTree(props: { nodes: CategoryNode[]; depth?: number }) {
  const { t } = useFeatureTranslation(catalogMessages);
  const depth = props.depth ?? 0;
  return (
    <Stack
      component="ul"
      gap={depth === 0 ? 'sm' : 6}
      pl={depth === 0 ? 0 : 'lg'}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {props.nodes.map((node) => (
        <li key={node.id}>
          <Group gap="xs" wrap="nowrap" justify="space-between" maw={560}>
            <Anchor
              component={Link}
              to={`/category/${node.id}`}
              fw={depth === 0 ? 600 : 400}
              style={{ overflowWrap: 'anywhere' }}
            >
              {node.name}
            </Anchor>
            <Badge variant="outline" color="gray.8" style={{ flex: 'none' }}>
              {t('catalog_content_count', { count: node.content_count })}
            </Badge>
          </Group>
          {node.child_list.length > 0 && <CategoryTree nodes={node.child_list} depth={depth + 1} />}
        </li>
      ))}
    </Stack>
  );
}
