/** The game's board for a lobby match, with the session the socket keeps current (seats, thinking bots, chat). */
import type { LobbyAPI } from 'boardgame.io';
import type { BoardProps } from 'boardgame.io/react';
import type { GameModule } from '../view/gameModule.ts';
import { SessionProvider, useSession } from '../view/session.tsx';
import { seatsOf } from './matchSeats.ts';

/** The game's board, told which bot seats are choosing a move (the seats whose turn it is). */
export function withBotThinking(module: GameModule): GameModule {
  const Inner = module.Board;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per loaded game module, not per render
  function LobbyBoard(props: BoardProps) {
    const outer = useSession();
    const { ctx } = props;
    // The seats as the socket last told them (a player who left, a bot holding the seat, a friend back).
    const seats = props.matchData ? seatsOf({ players: props.matchData } as unknown as LobbyAPI.Match, props.playerID ?? null) : outer.seats;
    const session = { ...outer, seats };
    const active = ctx.gameover !== undefined ? [] : ctx.activePlayers ? Object.keys(ctx.activePlayers) : [ctx.currentPlayer];
    const thinking = active.map(Number).filter((seat) => {
      const kind = session.seats[seat]?.kind;
      return kind !== undefined && kind !== 'human' && kind !== 'remote';
    });
    const chat = session.chat && { ...session.chat, messages: props.chatMessages, send: props.playerID != null ? props.sendChatMessage : undefined };
    return (
      <SessionProvider value={{ ...session, thinking, chat }}>
        <Inner {...props} />
      </SessionProvider>
    );
  }
  return { ...module, Board: LobbyBoard };
}
