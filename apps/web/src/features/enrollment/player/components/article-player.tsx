import { useEffect, useRef, useState } from 'react';
import { Alert } from '@mantine/core';
import { RichHtml } from '@/components/rich-text/rich-html';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { playerMessages } from '../player-messages';
import type { PlayerProps } from './player-props';

/**
 * An article: the server's sanitised HTML. It counts as read (SPEC §9 percent 100) once the
 * learner has reached its end, seen through a marker after the last paragraph.
 */
export function ArticlePlayer({ material, send }: PlayerProps) {
  const { t } = useFeatureTranslation(playerMessages);
  const end = useRef<HTMLDivElement>(null);
  const [read, setRead] = useState((material.learning_result?.percent ?? 0) >= 100);

  useEffect(() => {
    if (read || !end.current) return;
    const markRead = () => {
      setRead(true);
      send({ action: material.stamp.action, percent: material.stamp.percent ?? 100 });
    };
    if (typeof IntersectionObserver === 'undefined') return markRead();
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        markRead();
      }
    });
    observer.observe(end.current);
    return () => observer.disconnect();
  }, [read, send, material.stamp]);

  return (
    <div>
      {/* Sanitised on the server when saved (lib/html.ts allowlist). */}
      <RichHtml html={material.article_html ?? ''} testId="article-body" />
      <div ref={end} aria-hidden style={{ height: 1 }} />
      {read && (
        <Alert color="teal" variant="light" mt="md">
          {t('player_article_read')}
        </Alert>
      )}
    </div>
  );
}
