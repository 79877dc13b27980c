import { describe, expect, it } from 'vitest';
import { plainText, sanitizeHtml } from './html';
import { containsPattern, searchText, searchWords } from './search-text';

describe('sanitizeHtml', () => {
  it('keeps text structure in Thai and English', () => {
    const html = '<h2>บทนำ</h2><p>Hello <strong>โลก</strong></p><ul><li>one</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, event handlers, javascript: links and frames', () => {
    const out = sanitizeHtml(
      '<p onclick="x()">a</p><script>alert(1)</script><a href="javascript:alert(1)">b</a>' +
        '<iframe src="https://evil.example"></iframe><img src="x" onerror="y()">',
    );
    expect(out).not.toMatch(/script|onclick|onerror|javascript|iframe/);
    expect(out).toContain('<p>a</p>');
  });
});

describe('sanitizeHtml: tables, images and video players', () => {
  it('keeps what the editor makes: headings, lists, tables and images', () => {
    const html =
      '<h3>ตาราง</h3><ol><li>one</li></ol><table><tbody><tr><th colspan="2">A</th></tr>' +
      '<tr><td>1</td><td>2</td></tr></tbody></table><img src="/media/image/a.png" alt="a">';
    expect(sanitizeHtml(html)).toBe(html.replace('alt="a">', 'alt="a" />'));
  });

  it('keeps YouTube and Vimeo players over https', () => {
    for (const src of [
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://player.vimeo.com/video/76979871',
    ]) {
      const out = sanitizeHtml(
        `<iframe src="${src}" width="560" height="315" allowfullscreen="true" onload="x()" style="a"></iframe>`,
      );
      expect(out).toBe(
        `<iframe src="${src}" width="560" height="315" allowfullscreen="true"></iframe>`,
      );
    }
  });

  it('drops every other frame whole: other hosts, http, relative, look-alike and data', () => {
    for (const src of [
      'https://evil.example/embed/x',
      'http://www.youtube.com/embed/dQw4w9WgXcQ',
      '/media/x.html',
      '//www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com.evil.example/embed/x',
      'https://player.vimeo.com@evil.example/video/1',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
    ]) {
      expect(sanitizeHtml(`<p>a</p><iframe src="${src}">x</iframe>`)).toBe('<p>a</p>');
    }
    expect(sanitizeHtml('<iframe srcdoc="<script>alert(1)</script>"></iframe>')).toBe('');
  });
});

describe('searchWords', () => {
  it('cuts Thai text without spaces into words', () => {
    expect(searchWords('การวิเคราะห์ข้อมูลด้วยไพทอน')).toContain('ข้อมูล');
  });

  it('lowercases English and drops punctuation', () => {
    expect(searchWords('Data analysis, with Python!')).toEqual([
      'data',
      'analysis',
      'with',
      'python',
    ]);
  });

  it('keeps each word once across texts', () => {
    expect(searchText('Python data', 'python ข้อมูล')).toBe('python data ข้อมูล');
  });

  it('escapes LIKE wildcards', () => {
    expect(containsPattern('50%_a\\')).toBe('%50\\%\\_a\\\\%');
  });
});

describe('plainText', () => {
  it('keeps the text as typed: no tag stripped, no entity decoded, only the ends trimmed', () => {
    expect(plainText('  สวัสดี <b>ครับ</b>\nline 2\n')).toBe('สวัสดี <b>ครับ</b>\nline 2');
    expect(plainText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt;',
    );
    expect(plainText('a < b && c > d &amp; "q" \'s\' &#39;')).toBe(
      'a < b && c > d &amp; "q" \'s\' &#39;',
    );
  });
});
