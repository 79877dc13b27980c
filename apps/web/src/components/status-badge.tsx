import type { ReactNode } from 'react';
import { Badge, type MantineSize } from '@mantine/core';

/** Where a request or order stands, as a colour shared by every status badge. */
export type StatusTone = 'waiting' | 'checking' | 'done' | 'refused' | 'closed';

// Dark shades filled with autoContrast (yellow takes dark text): the text stays above 4.5:1.
const TONE_COLORS: Record<StatusTone, string> = {
  waiting: 'yellow.4',
  checking: 'blue.8',
  done: 'teal.9',
  refused: 'red.9',
  closed: 'gray.8',
};

/** A filled status badge that keeps its width in a tight row (`flex: none`). */
export function StatusBadge(props: { tone: StatusTone; size?: MantineSize; children: ReactNode }) {
  return (
    <Badge
      color={TONE_COLORS[props.tone]}
      variant="filled"
      autoContrast
      size={props.size}
      style={{ flex: 'none' }}
    >
      {props.children}
    </Badge>
  );
}
