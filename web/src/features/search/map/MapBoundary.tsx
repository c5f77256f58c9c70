import { Component, type ReactNode } from 'react';

/** The map's chunk did not load (a dropped connection): the list above still has every pharmacy. */
export class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <p className="pharmacy-map__status" role="alert">The map did not load. The list above has every pharmacy and its distance.</p> : this.props.children;
  }
}
