/**
 * Pass-and-play: several people share this device with bots. Each person sees the board of their
 * own seat only; between two people's turns the hand-off screen hides every card until the next
 * person taps (bots' turns run without it). Each seat has its own boardgame.io client, mounted
 * only while that seat is shown, so a board never holds another seat's view.
 */
import { useState } from 'react';
import { type ClientConfig, GameView, type PastViews } from '../view/GameView.tsx';
import type { GameModule } from '../view/gameModule.ts';
import { type Session, seatName } from '../view/session.tsx';
import { handOffTarget } from './handOff.ts';
import { HandOffScreen } from './HandOffScreen.tsx';
import { useTableState } from './useTableState.ts';

/** Props: the match (its config names no seat), the session shared by every seat, the human seats. */
export interface PassAndPlayProps {
  title: string;
  module: GameModule;
  config: ClientConfig;
  session: Session;
  humans: readonly number[];
  /** The views each seat had of the moves made before the page loaded (a saved game). */
  pastViews?: PastViews;
}

/** The shared device's page: a hand-off screen or one person's board. */
export function PassAndPlay({ title, module, config, session, humans, pastViews }: PassAndPlayProps) {
  const [viewing, setViewing] = useState<number | null>(null);
  const table = useTableState({ ...config, core: module.core });
  if (!table) return <div className="loading">Setting the table…</div>;
  const target = handOffTarget(humans, viewing, table);
  if (target !== null) return <HandOffScreen title={title} seat={target} name={seatName(session, target)} onContinue={() => setViewing(target)} />;
  if (viewing === null) return <div className="loading">Setting the table…</div>;
  return (
    <GameView
      key={viewing}
      module={module}
      config={{ ...config, playerID: String(viewing) }}
      session={{ ...session, viewer: seatName(session, viewing) }}
      pastViews={pastViews}
    />
  );
}
