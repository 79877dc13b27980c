import type { ReactNode } from 'react';
import { Text } from '@mantine/core';

/** A term and its value in a facts list (`<dl>`): the term dimmed, the value below it. */
export function Fact(props: { term: string; children: ReactNode; weight?: 500 | 600 }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {props.term}
      </Text>
      <Text component="dd" m={0} fw={props.weight ?? 500} style={{ overflowWrap: 'anywhere' }}>
        {props.children}
      </Text>
    </div>
  );
}
