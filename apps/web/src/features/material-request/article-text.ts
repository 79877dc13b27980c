const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
/** `**bold**` inside a line, after escaping. */
const inline = (text: string) => escape(text).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');

/**
 * A learner's article as typed into a plain text box, turned into the rich text the player
 * shows: a blank line starts a paragraph, `# ` a heading, `- ` a list item, `**…**` bold.
 * Everything typed is escaped first, so no HTML of the learner's own gets through (and the
 * server sanitises again).
 */
export function articleHtmlFromText(text: string): string {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '');
  return blocks
    .map((block) => {
      const lines = block.split('\n').map((line) => line.trim());
      if (lines.length === 1 && lines[0]?.startsWith('# '))
        return `<h2>${inline(lines[0].slice(2).trim())}</h2>`;
      if (lines.every((line) => line.startsWith('- ')))
        return `<ul>${lines.map((line) => `<li>${inline(line.slice(2).trim())}</li>`).join('')}</ul>`;
      return `<p>${lines.map(inline).join('<br>')}</p>`;
    })
    .join('\n');
}
