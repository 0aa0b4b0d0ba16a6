/**
 * Catches a failure while a saved game's board is drawn (a state from an older build the board no
 * longer understands) and offers to delete the game, instead of leaving a blank page.
 */
import { Component, type ReactNode } from 'react';
import { UnreadableNotice } from './SaveNotices.tsx';

interface Props {
  saveId: string;
  gameId: string;
  title: string;
  children: ReactNode;
}

/** Shows UnreadableNotice when a child throws while rendering. */
export class SaveErrorBoundary extends Component<Props, { error: string | null }> {
  override state = { error: null as string | null };

  static getDerivedStateFromError(err: unknown): { error: string } {
    return { error: (err as Error)?.message || String(err) };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const save = { id: this.props.saveId, gameId: this.props.gameId, reason: `the board failed to draw it (${error})` };
    return <UnreadableNotice save={save} title={this.props.title} />;
  }
}
