import { Fragment } from 'react';

const THAI = /[\u0E00-\u0E7F]/;

let segmenter: Intl.Segmenter | null | undefined;

/** One Thai word segmenter for the page; null where the browser has no Intl.Segmenter. */
function thaiSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined) {
    segmenter =
      typeof Intl !== 'undefined' && 'Segmenter' in Intl
        ? new Intl.Segmenter('th', { granularity: 'word' })
        : null;
  }
  return segmenter;
}

/**
 * The text cut where a line may break between two words, Thai ones included: Thai is written
 * without spaces, so each place between two words of which one is Thai is a cut (Intl.Segmenter,
 * granularity 'word', locale th). Text without Thai, or without a segmenter, is one piece.
 */
export function wordPieces(text: string): string[] {
  // Text without Thai never builds the segmenter: its first use loads the Thai word dictionary,
  // tens of milliseconds on a slow phone before an English page's first paint.
  if (!THAI.test(text)) return [text];
  const words = thaiSegmenter();
  if (!words) return [text];
  const pieces: string[] = [];
  let current = '';
  let previous: { word: boolean; thai: boolean } = { word: false, thai: false };
  for (const part of words.segment(text)) {
    const here = { word: part.isWordLike === true, thai: THAI.test(part.segment) };
    // A space or a punctuation mark already lets the line break; only word-to-word needs a cut.
    if (current && here.word && previous.word && (here.thai || previous.thai)) {
      pieces.push(current);
      current = '';
    }
    current += part.segment;
    previous = here;
  }
  if (current) pieces.push(current);
  return pieces;
}

/**
 * A title or heading whose Thai words never split across lines: a `<wbr>` between Thai words,
 * and no break inside a word (`word-break: keep-all`) unless a single word is wider than the
 * line. Non-Thai text renders unchanged.
 */
export function WordBreaks(props: { text: string }) {
  const pieces = wordPieces(props.text);
  if (pieces.length === 1) return <>{props.text}</>;
  return (
    <span data-word-breaks style={{ wordBreak: 'keep-all', overflowWrap: 'break-word' }}>
      {pieces.map((piece, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}
