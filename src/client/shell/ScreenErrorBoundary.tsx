import { RefreshCw } from 'lucide-react';
import { Component, type ReactNode } from 'react';
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
    if (!this.state.failed) return this.props.children;
    return (
      <Page
        title="Something went wrong"
        lead="This screen could not be shown. Reloading usually fixes it, especially right after the site was updated."
      >
        <FirstScreenHandOff />
        <button
          type="button"
          className="button button-primary"
          onClick={() => window.location.reload()}
        >
          <RefreshCw aria-hidden size={18} />
          Reload
        </button>
      </Page>
    );
  }
}
