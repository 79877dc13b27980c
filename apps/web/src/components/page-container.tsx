import type { ReactNode } from 'react';
import classes from './page-container.module.css';

/** Page content with the side padding of SPEC §9 (150/80/40/20/16 px by width). */
export function PageContainer(props: { children: ReactNode; narrow?: boolean }) {
  return (
    <div className={classes.page} data-narrow={props.narrow || undefined}>
      {props.children}
    </div>
  );
}
