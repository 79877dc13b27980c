import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { leavePrepaint } from '@/core/prepaint';

interface Props {
  i18n: I18n;
  homeHref: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Last line of defence (SPEC §2): when even the error page fails. Plain HTML, no Mantine or
 * router, so it renders whatever broke; texts still come from i18next.
 */
export class FatalErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    leavePrepaint();
    console.error('error page failed', error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const t = this.props.i18n.t.bind(this.props.i18n);
    return (
      <main
        style={{
          maxWidth: 640,
          margin: '64px auto',
          padding: 16,
          fontFamily: 'system-ui, sans-serif',
        }}
      >
        <h1>{t('error_page_failed')}</h1>
        <p>{t('error_page_failed_body')}</p>
        <details>
          <summary>{t('error_details')}</summary>
          <pre style={{ whiteSpace: 'pre-wrap' }}>{`${error.name}: ${error.message}`}</pre>
        </details>
        <p>
          <a href={this.props.homeHref}>{t('go_back_to_home')}</a>
        </p>
      </main>
    );
  }
}
