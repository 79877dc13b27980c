import type { CSSProperties } from 'react';
import classes from './content-image.module.css';

const GRADIENTS = [
  'linear-gradient(135deg, #364fc7, #5f3dc4)',
  'linear-gradient(135deg, #0b7285, #2b8a3e)',
  'linear-gradient(135deg, #862e9c, #c2255c)',
  'linear-gradient(135deg, #1864ab, #0b7285)',
  'linear-gradient(135deg, #5c940d, #087f5b)',
  'linear-gradient(135deg, #d9480f, #c92a2a)',
];

/** Thai leading vowels are written before the consonant they follow in speech: skip them. */
const LEADING_VOWELS = new Set(['เ', 'แ', 'โ', 'ใ', 'ไ']);

/** The letter shown on a placeholder: the title's first letter (its first consonant in Thai). */
export function initialOf(title: string): string {
  const letters = Array.from(title.trim());
  return (letters.find((letter) => !LEADING_VOWELS.has(letter)) ?? letters[0] ?? '').toUpperCase();
}

/**
 * The content's image, or a coloured placeholder with its initial. Decorative (alt ''): the
 * title is always beside it. The frame keeps `ratio` (16:9 by default); a parent may override
 * it through the `data-content-image` attribute. `priority`: the cover heading a content's page,
 * its largest paint (its LCP): asked at once and first, not when layout finds it near the view;
 * the server preloads it too (site.routes.ts). Lists keep lazy loading.
 */
export function ContentImage(props: {
  id: number;
  title: string;
  image: string | null | undefined;
  ratio?: number;
  small?: boolean;
  priority?: boolean;
}) {
  const style = { '--content-image-ratio': String(props.ratio ?? 16 / 9) } as CSSProperties;
  return (
    <div className={classes.frame} style={style} data-content-image>
      {props.image ? (
        <img
          src={props.image}
          alt=""
          className={classes.media}
          loading={props.priority ? 'eager' : 'lazy'}
          fetchPriority={props.priority ? 'high' : undefined}
        />
      ) : (
        <div
          className={classes.placeholder}
          data-small={props.small || undefined}
          style={{ background: GRADIENTS[props.id % GRADIENTS.length] }}
          aria-hidden
        >
          {initialOf(props.title)}
        </div>
      )}
    </div>
  );
}
