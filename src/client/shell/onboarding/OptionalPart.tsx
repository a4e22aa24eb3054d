import { Component, Suspense, type ReactNode } from 'react';

/**
 * Wraps a lazily loaded extra (an overlay, a banner) so that while its code loads nothing
 * shows, and if it cannot load the rest of the app carries on without it; the next page load
 * tries again.
 */
export class OptionalPart extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('Part of the page could not be loaded.', error);
  }

  override render() {
    if (this.state.failed) return null;
    return <Suspense fallback={null}>{this.props.children}</Suspense>;
  }
}
