import { RefreshCw } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { useMessages } from '../i18n/messages';
import { Page } from '../ui/Page';
import { FirstScreenHandOff } from './FirstScreenHandOff';

interface Props {
  children: ReactNode;
}

/** Shown inside the shell when a screen fails to load or render, e.g. after an upgrade. */
export class ScreenErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <ScreenFailed /> : this.props.children;
  }
}

function ScreenFailed() {
  const t = useMessages();
  return (
    <Page title={t('shell.error.title')} lead={t('shell.error.lead')}>
      <FirstScreenHandOff />
      <button
        type="button"
        className="button button-primary"
        onClick={() => window.location.reload()}
      >
        <RefreshCw aria-hidden size={18} />
        {t('shell.error.reload')}
      </button>
    </Page>
  );
}
