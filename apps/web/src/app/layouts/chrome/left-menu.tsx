import type { ComponentType } from 'react';
import { NavLink } from 'react-router';
import classes from './left-menu.module.css';

export interface MenuItem {
  to: string;
  label: string;
  icon: ComponentType<{ size?: number }>;
  /** Match the path exactly (for `/`). */
  end?: boolean;
}

/** The left menu's links; collapsed shows icons only with the label kept for screen readers. */
export function LeftMenu(props: { items: MenuItem[]; collapsed: boolean; onNavigate?: () => void }) {
  return (
    <ul className={classes.list} data-collapsed={props.collapsed || undefined}>
      {props.items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
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
      ))}
    </ul>
  );
}
