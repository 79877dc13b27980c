import { Typography } from '@mantine/core';
import classes from './rich-html.module.css';

/**
 * Stored rich text (an article, a news body) the way learners see it. The HTML is the server's
 * sanitised copy (lib/html.ts allowlist); the editor's preview shows its draft through this too.
 */
export function RichHtml(props: { html: string; testId?: string; lang?: string | undefined }) {
  return (
    <Typography>
      <div
        className={classes.body}
        data-testid={props.testId}
        lang={props.lang}
        dangerouslySetInnerHTML={{ __html: props.html }}
      />
    </Typography>
  );
}
