import type { ReactNode } from 'react';
import { Badge, Button, Drawer, Group, SimpleGrid } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { catalogMessages } from '../catalog-messages';

/**
 * A list's filters: in a row on wide screens; on a phone behind a "Filters" button (with how
 * many are set) that opens them in a sheet from the bottom (issue 21 item 12).
 */
export function FilterSheet(props: { active: number; children: ReactNode; clear?: ReactNode }) {
  const { t } = useFeatureTranslation(catalogMessages);
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const [opened, { open, close }] = useDisclosure(false);
  if (!phone)
    return (
      <Group gap="sm" align="flex-end" wrap="wrap">
        {props.children}
        {props.clear}
      </Group>
    );
  return (
    <Group gap="sm">
      <Button
        variant="default"
        onClick={open}
        data-testid="catalog-filters-open"
        rightSection={
          props.active > 0 ? (
            <Badge size="sm" circle aria-hidden>
              {props.active}
            </Badge>
          ) : undefined
        }
        aria-label={t('catalog_filters_open', { count: props.active })}
      >
        {t('catalog_filters')}
      </Button>
      {props.clear}
      <Drawer
        opened={opened}
        onClose={close}
        position="bottom"
        size="auto"
        title={t('catalog_filters')}
        closeButtonProps={{ 'aria-label': t('catalog_filters_close') }}
      >
        {/* A grid, not a flex column: the selects' flex basis is a width in the row. */}
        <SimpleGrid cols={1} spacing="md" pb="md">
          {props.children}
          <Button onClick={close}>{t('catalog_filters_done')}</Button>
        </SimpleGrid>
      </Drawer>
    </Group>
  );
}
