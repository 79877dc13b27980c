import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MaterialDetail } from '@portal/shared';
import { renderApp } from '@/test/render-app';
import { EMBED_FAIL_MS, ExternalVideoPlayer } from './external-video-player';

const VIDEO_URL = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

function youtubeLesson(): MaterialDetail {
  return {
    id: 120,
    code: 'V-1',
    content_type: { id: 18, code: 'external_video', name: 'External video' },
    title: 'Welcome video',
    desc: '',
    desc_is_html: false,
    duration_seconds: 212,
    page_count: null,
    is_allow_download: false,
    is_review_enabled: false,
    media: null,
    article_html: null,
    external_video: { provider: 'youtube', video_id: 'dQw4w9WgXcQ', url: VIDEO_URL },
    stamp: { action: 10, duration: 0.5, use: 1, diff: 4, max: 3 },
    learning_result: null,
  };
}

function renderPlayer() {
  const send = vi.fn();
  renderApp(
    [
      {
        path: '/',
        element: (
          <ExternalVideoPlayer courseId={1} slotId={2} material={youtubeLesson()} send={send} />
        ),
      },
    ],
    '/',
  );
  return { frame: screen.getByTestId<HTMLIFrameElement>('external-video'), send };
}

/** A message as YouTube's embed posts it from inside the frame. */
function fromEmbed(frame: HTMLIFrameElement, data: object) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: JSON.stringify(data),
        origin: 'https://www.youtube-nocookie.com',
        source: frame.contentWindow,
      }),
    );
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('ExternalVideoPlayer when YouTube cannot load', () => {
  it('replaces a frame that never answers with a friendly message and the link', () => {
    const { frame } = renderPlayer();
    expect(screen.queryByTestId('external-failed')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(EMBED_FAIL_MS - 1);
    });
    expect(screen.queryByTestId('external-failed')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });

    expect(screen.getByText('This video cannot be played here')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Watch the video on its site' });
    expect(link.getAttribute('href')).toBe(VIDEO_URL);
    expect(link.getAttribute('target')).toBe('_blank');
    // No broken frame on screen, and the link is not offered twice.
    expect(frame.closest('[hidden]')).not.toBeNull();
    expect(screen.queryByRole('link', { name: 'Open the video on its site' })).toBeNull();
  });

  it('says so at once when the embed reports an error (removed, private, not embeddable)', () => {
    const { frame } = renderPlayer();
    fromEmbed(frame, { event: 'onError', info: 150 });
    expect(screen.getByTestId('external-failed')).toBeTruthy();
  });

  it('shows an embed that answers late again', () => {
    const { frame } = renderPlayer();
    act(() => {
      vi.advanceTimersByTime(EMBED_FAIL_MS);
    });
    expect(screen.getByTestId('external-failed')).toBeTruthy();
    fromEmbed(frame, { event: 'infoDelivery', info: { currentTime: 1, playerState: 1 } });
    expect(screen.queryByTestId('external-failed')).toBeNull();
    expect(frame.closest('[hidden]')).toBeNull();
  });

  it('keeps a working embed on screen', () => {
    const { frame } = renderPlayer();
    fromEmbed(frame, { event: 'initialDelivery', info: { playerState: -1 } });
    act(() => {
      vi.advanceTimersByTime(EMBED_FAIL_MS * 2);
    });
    expect(screen.queryByTestId('external-failed')).toBeNull();
    expect(frame.closest('[hidden]')).toBeNull();
  });

  it('ignores messages from other windows', () => {
    renderPlayer();
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: JSON.stringify({ event: 'infoDelivery', info: { currentTime: 5 } }),
          origin: 'https://www.youtube-nocookie.com',
          source: window,
        }),
      );
    });
    act(() => {
      vi.advanceTimersByTime(EMBED_FAIL_MS);
    });
    expect(screen.getByTestId('external-failed')).toBeTruthy();
  });
});
