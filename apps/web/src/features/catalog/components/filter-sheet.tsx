import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Badge, Button, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { catalogMessages } from '../catalog-messages';

const FilterDrawer = lazy(() => import('./filter-drawer'));

/**
 * A list's filters: in a row on wide screens; on a phone behind a "Filters" button (with how
 * many are set) that opens them in a sheet from the bottom (issue 21 item 12).
 */
export function FilterSheet(props: { active: number; children: ReactNode; clear?: ReactNode }) {
  const { t } = useFeatureTranslation(catalogMessages);
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const [opened, { open, close }] = useDisclosure(false);
  // The sheet mounts at the first press and stays mounted, so closing it still animates.
  const [asked, setAsked] = useState(false);
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
        onClick={() => {
          setAsked(true);
          open();
        }}
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
      {asked && (
        <Suspense fallback={null}>
          <FilterDrawer opened={opened} onClose={close}>
            {props.children}
          </FilterDrawer>
        </Suspense>
      )}
    </Group>
  );
}
