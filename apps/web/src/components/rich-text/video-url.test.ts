import { describe, expect, it } from 'vitest';
import { isAllowedLink, isEmbedSrc, videoEmbedUrl } from './video-url';

describe('videoEmbedUrl', () => {
  it('turns YouTube and Vimeo pages into their https players', () => {
    const youtube = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
    for (const page of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30',
      'http://youtube.com/watch?v=dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      ' https://www.youtube.com/embed/dQw4w9WgXcQ ',
    ])
      expect(videoEmbedUrl(page)).toBe(youtube);
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    expect(videoEmbedUrl('https://player.vimeo.com/video/76979871?h=1')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
  });

  it('refuses other hosts, look-alikes and odd ids', () => {
    for (const page of [
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/watch?v=<script>',
      'https://vimeo.com/channels/staff',
      'javascript:alert(1)',
      'not a url',
    ])
      expect(videoEmbedUrl(page)).toBeNull();
  });
});

describe('isEmbedSrc and isAllowedLink', () => {
  it('accepts only the players over https', () => {
    expect(isEmbedSrc('https://player.vimeo.com/video/1')).toBe(true);
    expect(isEmbedSrc('http://www.youtube.com/embed/dQw4w9WgXcQ')).toBe(false);
    expect(isEmbedSrc('https://evil.example/embed/x')).toBe(false);
  });

  it('accepts web, mail and site links only', () => {
    expect(isAllowedLink('https://example.org/a')).toBe(true);
    expect(isAllowedLink('mailto:a@example.org')).toBe(true);
    expect(isAllowedLink('/course/1')).toBe(true);
    expect(isAllowedLink('javascript:alert(1)')).toBe(false);
    expect(isAllowedLink('//evil.example')).toBe(false);
    expect(isAllowedLink('https://nohost')).toBe(false);
  });
});
