import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useNewsList } from '../api/news-api';

/**
 * The footer's links to the published informative pages (there is no menu config: SPEC's
 * home_menu is not built), for whoever may read them (signed in, or a visitor in B2C mode).
 */
export function InformativeLinks(props: { enabled: boolean }) {
  const pages = useNewsList('informative', 1, 10, props.enabled);
  if (!props.enabled || !pages.data) return null;
  return (
    <>
      {pages.data.results.map((page) => (
        <Anchor key={page.id} component={Link} to={`/informative/${page.id}`} size="sm">
          {page.title}
        </Anchor>
      ))}
    </>
  );
}
