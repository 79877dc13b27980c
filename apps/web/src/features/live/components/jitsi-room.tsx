import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Box, Loader, Stack, Text } from '@mantine/core';
import { useProfile } from '@/core/session';
import { useFeatureTranslation } from '@/i18n/feature-messages';
import { liveMessages } from '../live-messages';

/** The part of Jitsi Meet's iframe API (external_api.js) used here. */
interface JitsiApi {
  dispose(): void;
}
type JitsiConstructor = new (
  domain: string,
  options: {
    roomName: string;
    parentNode: HTMLElement;
    width: string;
    height: number;
    lang: string;
    userInfo?: { displayName?: string };
  },
) => JitsiApi;

const scripts = new Map<string, Promise<JitsiConstructor>>();

/**
 * Loads the server's iframe API once, from `https://<server>/external_api.js` (the CSP allows
 * only the configured server's). Exported for the web test of this contract.
 */
export function loadJitsi(domain: string): Promise<JitsiConstructor> {
  let loading = scripts.get(domain);
  if (!loading) {
    loading = new Promise<JitsiConstructor>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = `https://${domain}/external_api.js`;
      script.async = true;
      script.onload = () => {
        const api = (window as unknown as { JitsiMeetExternalAPI?: JitsiConstructor })
          .JitsiMeetExternalAPI;
        if (api) resolve(api);
        else reject(new Error('no JitsiMeetExternalAPI'));
      };
      script.onerror = () => reject(new Error('external_api.js did not load'));
      document.head.appendChild(script);
    });
    loading.catch(() => scripts.delete(domain));
    scripts.set(domain, loading);
  }
  return loading;
}

/**
 * A conference session's meeting, embedded by Jitsi Meet's public iframe API from the server
 * the dashboard configured; the meeting is hosted there, not by the portal. When the API
 * cannot load (no connection to the server), a link opens the room in a new tab.
 */
export function JitsiRoom(props: { domain: string; room: string; title: string }) {
  const { t, i18n } = useFeatureTranslation(liveMessages);
  const node = useRef<HTMLDivElement>(null);
  const user = useProfile();
  // The name others in the meeting see: the learner's own, as the user menu shows it.
  const displayName = user ? `${user.first_name} ${user.last_name}`.trim() || user.email : '';
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let api: JitsiApi | undefined;
    let cancelled = false;
    setState('loading');
    loadJitsi(props.domain)
      .then((Jitsi) => {
        if (cancelled || !node.current) return;
        api = new Jitsi(props.domain, {
          roomName: props.room,
          parentNode: node.current,
          width: '100%',
          height: 560,
          lang: i18n.language === 'th' ? 'th' : 'en',
          ...(displayName ? { userInfo: { displayName } } : {}),
        });
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      api?.dispose();
    };
  }, [props.domain, props.room, i18n.language, displayName]);

  const href = `https://${props.domain}/${encodeURIComponent(props.room)}`;
  return (
    <Stack gap="xs">
      <Box
        ref={node}
        role="region"
        aria-label={t('live_meeting', { title: props.title })}
        style={{ width: '100%', minHeight: state === 'ready' ? 560 : undefined }}
      />
      {state === 'loading' && (
        <Text size="sm" c="dimmed" role="status">
          <Loader size="xs" mr="xs" />
          {t('live_meeting_loading')}
        </Text>
      )}
      {state === 'failed' && (
        <Alert color="orange" variant="light" role="alert">
          {t('live_meeting_failed')}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {t('live_meeting_note', { domain: props.domain })}{' '}
        <Anchor href={href} target="_blank" rel="noopener noreferrer">
          {t('live_meeting_open_new')}
        </Anchor>
      </Text>
    </Stack>
  );
}
