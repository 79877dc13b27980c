import { SimpleGrid } from '@mantine/core';
import { HomeRow } from '@/features/catalog/home';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { useClasses } from '../api/get-classes';
import { scheduleMessages } from '../schedule-messages';
import { ClassCardView } from './class-card';

/** How many upcoming classes the home page shows (the list has the rest). */
export const HOME_CLASS_COUNT = 4;

/**
 * The home page's "Upcoming classes" tile: the next classes of class/ (upcoming, soonest first)
 * as cards with their covers, and a link to the whole list. Nothing while loading, on an error
 * or when no class is coming up, so the home page is not held up or cluttered by it.
 */
export function UpcomingClassesRow() {
  const { t } = useFeatureTranslation(scheduleMessages);
  const classes = useClasses({ page: 1, page_size: HOME_CLASS_COUNT });
  const results = classes.data?.results ?? [];
  if (results.length === 0) return null;
  return (
    <HomeRow id="home-classes" title={t('schedule_home_upcoming')} to="/class">
      <SimpleGrid
        component="ul"
        cols={{ base: 1, xs: 2, md: 4 }}
        spacing="md"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {results.slice(0, HOME_CLASS_COUNT).map((klass) => (
          <li key={klass.id}>
            <ClassCardView klass={klass} headingOrder={3} />
          </li>
        ))}
      </SimpleGrid>
    </HomeRow>
  );
}
