import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { onFirstNotify } from '@/core/notify';
import { cssVariablesResolver, theme } from './theme';

// The notification container (and its transitions) loads when the first notification is asked.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

/** Theme, notifications, server-state cache and translations around either SPA. */
export function Providers(props: { queryClient: QueryClient; i18n: I18n; children: ReactNode }) {
  const [notifying, setNotifying] = useState(false);
  useEffect(() => onFirstNotify(() => setNotifying(true)), []);
  return (
    <I18nextProvider i18n={props.i18n}>
      <QueryClientProvider client={props.queryClient}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme="light"
        >
          {notifying && (
            <Suspense fallback={null}>
              <Notifications position="top-right" zIndex={1000} />
            </Suspense>
          )}
          {props.children}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
