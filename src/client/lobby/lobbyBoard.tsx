/** The game's board for a lobby match, with the session the socket keeps current (seats, thinking bots, chat). */
import type { LobbyAPI } from 'boardgame.io';
import type { BoardProps } from 'boardgame.io/react';
import type { GameModule } from '../view/gameModule.ts';
import { type SeatInfo, SessionProvider, useSession } from '../view/session.tsx';
import { seatsOf } from './matchSeats.ts';
import { usePresence } from './usePresence.ts';

/** The server's connection flag of each other person's seat (undefined for bots, stand-ins and the viewer's own seat). */
function connections(matchData: BoardProps['matchData'], seats: SeatInfo[]): (boolean | undefined)[] {
  return seats.map((s, i) => (s.kind === 'remote' ? matchData?.[i]?.isConnected === true : undefined));
}

/** The game's board, told which bot seats are choosing a move (the seats whose turn it is) and who is connected. */
export function withBotThinking(module: GameModule): GameModule {
  const Inner = module.Board;
  // biome-ignore lint/correctness/noComponentHookFactories: made once per loaded game module, not per render
  function LobbyBoard(props: BoardProps) {
    const outer = useSession();
    const { ctx } = props;
    // The seats as the socket last told them (a player who left, a bot holding the seat, a friend back).
    const known = props.matchData ? seatsOf({ players: props.matchData } as unknown as LobbyAPI.Match, props.playerID ?? null) : outer.seats;
    const connected = connections(props.matchData, known);
    const presence = usePresence(connected);
    const seats = known.map((s, i): SeatInfo => (connected[i] === undefined ? s : { ...s, presence: presence.away[i] ? 'away' : 'online' }));
    const session = { ...outer, seats, returned: presence.back };
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
