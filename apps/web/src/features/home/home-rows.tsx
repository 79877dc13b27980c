import { SimpleGrid } from '@mantine/core';
import { useFeatureTranslation } from '@/i18n/feature-messages';
// The catalog's home entry, not its index (which brings the course page's enrol code along).
import { HomeCatalogRows, HomeRow } from '@/features/catalog/home';
import { LibraryItemCard, useLibrary } from '@/features/enrollment/library';
import { LatestNews } from '@/features/news';
// The classes' home entry only: the tile, not the class pages.
import { UpcomingClassesRow } from '@/features/schedule/home';
import { homeMessages } from './home-messages';
import { WhatsDue } from './whats-due';

/**
 * The learner's content in progress ('doing'), or enrolled in and not started yet ('to_do': a
 * course just bought lands here), when there is any.
 */
function ContinueRow(props: { group?: 'doing' | 'to_do' }) {
  const { t } = useFeatureTranslation(homeMessages);
  const group = props.group ?? 'doing';
  const library = useLibrary({ page: 1, group, page_size: 4 });
  if (!library.data || library.data.results.length === 0) return null;
  return (
    <HomeRow
      id={group === 'doing' ? 'home-continue' : 'home-to-start'}
      title={t(group === 'doing' ? 'catalog_row_continue' : 'catalog_row_to_start')}
      to={`/profile/library?group=${group}`}
    >
      <SimpleGrid
        component="ul"
        cols={{ base: 1, lg: 2 }}
        spacing="sm"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {library.data.results.map((item) => (
          <li key={item.id}>
            <LibraryItemCard item={item} />
          </li>
        ))}
      </SimpleGrid>
    </HomeRow>
  );
}

/**
 * The home's rows below its welcome and links: deadlines, the learner's library, classes, news
 * and the catalog. A chunk of its own, asked once the welcome has painted (issue 21 item 2): each
 * row waits for its data anyway, and its code (cards, the library's item, news) then no longer
 * shares a slow phone's link with the code the first paint needs.
 */
export default function HomeRows(props: { signedIn: boolean }) {
  return (
    <>
      {/* A visitor (B2C explore mode) has no deadlines or library to show. */}
      {props.signedIn && <WhatsDue />}
      {props.signedIn && <ContinueRow />}
      {props.signedIn && <ContinueRow group="to_do" />}
      <UpcomingClassesRow />
      <LatestNews />
      <HomeCatalogRows />
    </>
  );
}
