import { Text } from '@mantine/core';
import { RichHtml } from './rich-html';

/**
 * A description as learners see it: the server's sanitised rich text (`isHtml`) through
 * RichHtml, or a description written before rich text, shown as the plain text it is (never
 * read as markup), its line breaks kept.
 */
export function Description(props: {
  text: string;
  isHtml: boolean;
  testId?: string;
  dimmed?: boolean;
}) {
  if (props.isHtml) return <RichHtml html={props.text} testId={props.testId} />;
  return (
    <Text
      c={props.dimmed ? 'dimmed' : undefined}
      data-testid={props.testId}
      style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
    >
      {props.text}
    </Text>
  );
}
