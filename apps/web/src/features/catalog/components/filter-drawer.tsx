import type { ReactNode } from 'react';
import { Button, Drawer, SimpleGrid } from '@mantine/core';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { catalogMessages } from '../catalog-messages';

/**
 * A phone's filter sheet from the bottom, a chunk of its own (issue 21 item 2): the drawer's code
 * (overlay, focus trap, scroll lock, scroll area) loads when the "Filters" button is first
 * pressed, not with the list.
 */
export default function FilterDrawer(props: {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useFeatureTranslation(catalogMessages);
  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      position="bottom"
      size="auto"
      title={t('catalog_filters')}
      closeButtonProps={{ 'aria-label': t('catalog_filters_close') }}
    >
      {/* A grid, not a flex column: the selects' flex basis is a width in the row. */}
      <SimpleGrid cols={1} spacing="md" pb="md">
        {props.children}
        <Button onClick={props.onClose}>{t('catalog_filters_done')}</Button>
      </SimpleGrid>
    </Drawer>
  );
}
