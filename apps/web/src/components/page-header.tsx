import type { ReactNode } from 'react';
import { Group, Text, Title, type GroupProps } from '@mantine/core';
import { WordBreaks } from './word-breaks';

/**
 * The top of a page: its one heading and a dimmed line under it, with the page's own buttons
 * (or a control) beside them when it has any.
 */
export function PageHeader(props: {
  title: ReactNode;
  intro: ReactNode;
  /** Buttons or controls at the end of the header row; `null` keeps the row with none now. */
  children?: ReactNode;
  /** How the heading and `children` line up (top by default). */
  align?: GroupProps['align'];
  gap?: GroupProps['gap'];
  wrap?: GroupProps['wrap'];
}) {
  const heading = (
    <div>
      <Title order={1}>
        {typeof props.title === 'string' ? <WordBreaks text={props.title} /> : props.title}
      </Title>
      <Text c="dimmed" mt={4}>
        {props.intro}
      </Text>
    </div>
  );
  if (props.children === undefined) return heading;
  return (
    <Group
      justify="space-between"
      align={props.align ?? 'flex-start'}
      gap={props.gap}
      wrap={props.wrap}
    >
      {heading}
      {props.children}
    </Group>
  );
}
