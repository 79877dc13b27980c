import type { ComponentType } from 'react';
import { NavLink, useLocation } from 'react-router';
import classes from './left-menu.module.css';

export interface MenuItem {
  to: string;
  label: string;
  icon: ComponentType<{ size?: number }>;
  /** Match the path exactly (for `/`). */
  end?: boolean;
  /**
   * The heading of the section this entry opens (the learner's menu: Explore, My learning...):
   * a caption when the menu shows labels, a thin rule on the icon rail.
   */
  section?: string;
}

/** A titled group of menu links that can be folded away. */
export interface MenuGroup {
  id: string;
  label: string;
  items: MenuItem[];
}

/** The query string of a menu link (`?kind=onboard`), '' when it has none. */
const queryOf = (to: string) => (to.includes('?') ? to.slice(to.indexOf('?')) : '');

/** The left menu's links; collapsed shows icons only with the label kept for screen readers. */
export function LeftMenu(props: {
  items: MenuItem[];
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const location = useLocation();
  // A link with a query (a filtered list) is current only on that query, and then it is the one
  // current entry: the plain link of the same list is not highlighted with it.
  const claimed = props.items.some(
    (i) =>
      queryOf(i.to) !== '' &&
      i.to.split('?')[0] === location.pathname &&
      queryOf(i.to) === location.search,
  );
  const current = (item: MenuItem) => {
    const query = queryOf(item.to);
    return query ? query === location.search : !claimed;
  };
  // Entries run in sections (a heading before each list); entries before the first heading
  // (Home, Search) have no heading.
  const sections: { heading?: string; items: MenuItem[] }[] = [];
  for (const item of props.items)
    if (item.section || sections.length === 0)
      sections.push({ heading: item.section, items: [item] });
    else sections.at(-1)?.items.push(item);
  const link = (item: MenuItem) => (
    <li key={item.to}>
      <NavLink
        to={item.to}
        end={item.end}
        aria-current={current(item) ? 'page' : 'false'}
        className={classes.link}
        title={props.collapsed ? item.label : undefined}
        onClick={props.onNavigate}
      >
        <span className={classes.icon}>
          <item.icon size={22} />
        </span>
        <span className={classes.label}>{item.label}</span>
      </NavLink>
    </li>
  );
  if (sections.length <= 1)
    return (
      <ul className={classes.list} data-collapsed={props.collapsed || undefined}>
        {props.items.map(link)}
      </ul>
    );
  return (
    <div className={classes.sections} data-collapsed={props.collapsed || undefined}>
      {sections.map((section) => (
        <div key={section.heading ?? ''}>
          {section.heading && <h2 className={classes.section}>{section.heading}</h2>}
          <ul className={classes.list} data-collapsed={props.collapsed || undefined}>
            {section.items.map(link)}
          </ul>
        </div>
      ))}
    </div>
  );
}
