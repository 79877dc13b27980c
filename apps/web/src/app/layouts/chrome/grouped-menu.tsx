import { useId, useState } from 'react';
import { matchPath, useLocation } from 'react-router';
import { ChevronIcon } from '@/components/menu-icons';
import { LeftMenu, type MenuGroup, type MenuItem } from './left-menu';
import classes from './left-menu.module.css';

/**
 * Whether a group is folded away, as remembered in local storage under `key` ('1' folded, '0'
 * open); a group never toggled starts open, so every screen is one click away until a person
 * folds what they do not use.
 */
function readFolded(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function writeFolded(key: string, folded: boolean) {
  try {
    window.localStorage.setItem(key, folded ? '1' : '0');
  } catch {
    // Storage refused (private mode): the choice lasts this visit only.
  }
}

/** Whether the page at `pathname` is one of the group's entries or a page under one. */
export function groupHoldsPage(group: MenuGroup, pathname: string): boolean {
  return group.items.some(
    (item) => matchPath({ path: item.to.split('?')[0] ?? item.to, end: false }, pathname) !== null,
  );
}

/**
 * The sidebar menu in groups: a heading button opens each group or folds it away, and the choice
 * is remembered per group in local storage (`${storageKey}:${group id}`). Groups start folded;
 * the group holding the current page is always open.
 */
export function GroupedMenu(props: {
  top: MenuItem[];
  groups: MenuGroup[];
  storageKey: string;
  onNavigate?: () => void;
}) {
  const location = useLocation();
  const baseId = useId();
  // This visit's choices; a group not toggled yet reads its remembered state.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const keyOf = (id: string) => `${props.storageKey}:${id}`;
  const folded = (id: string) => toggled[id] ?? readFolded(keyOf(id));
  const toggle = (id: string) => {
    const next = !folded(id);
    writeFolded(keyOf(id), next);
    setToggled((state) => ({ ...state, [id]: next }));
  };
  return (
    <div className={classes.groups}>
      {props.top.length > 0 && (
        <LeftMenu items={props.top} collapsed={false} onNavigate={props.onNavigate} />
      )}
      {props.groups.map((group) => {
        const current = groupHoldsPage(group, location.pathname);
        const open = current || !folded(group.id);
        const listId = `${baseId}-${group.id}`;
        return (
          <section key={group.id} className={classes.group} data-group={group.id}>
            <button
              type="button"
              id={`${listId}-heading`}
              className={classes.groupHeading}
              aria-expanded={open}
              aria-controls={listId}
              // The current page's group stays open: folding it would hide where one is.
              disabled={current}
              onClick={() => toggle(group.id)}
            >
              <span>{group.label}</span>
              <ChevronIcon size={16} className={classes.chevron} data-open={open || undefined} />
            </button>
            <div id={listId} role="group" aria-labelledby={`${listId}-heading`} hidden={!open}>
              <LeftMenu items={group.items} collapsed={false} onNavigate={props.onNavigate} />
            </div>
          </section>
        );
      })}
    </div>
  );
}
