import { Component, type ReactNode } from 'react';

/** The map's chunk did not load (a dropped connection): the list above still has every pharmacy. */
export class MapBoundary extends Component<{ children: ReactNode; failedText: string }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <p className="pharmacy-map__status" role="alert">{this.props.failedText}</p> : this.props.children;
  }
}
