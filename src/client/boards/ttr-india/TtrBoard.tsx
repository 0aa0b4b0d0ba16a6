/**
 * The Ticket to Ride – India board: the map, the ticket choice, the players, the tickets and the move
 * log, the hand and the draws, and the dialogs, laid out by the shared `BoardShell`. What the player
 * may do comes from `useTtrTurn` (the core's `legalActions` on the player's own view).
 */
import type { BoardProps } from 'boardgame.io/react';
import { useMemo, useRef, useState } from 'react';
import { TICKET_BY_ID } from '../../../games/ttr-india/data/board.ts';
import type { TtrAction, TtrState } from '../../../games/ttr-india/rules/state.ts';
import type { CoreG } from '../../../engine/bgio.ts';
import type { GameResult } from '../../../engine/core.ts';
import { TtrIndiaCore } from '../../../games/ttr-india/rules/core.ts';
import { BoardShell } from '../../ui/BoardShell.tsx';
import { EndScreen } from '../../ui/EndScreen.tsx';
import { MoveLog } from '../../ui/MoveLog.tsx';
import { useHint } from '../../ui/useHint.ts';
import { useMoveLog } from '../../ui/useMoveLog.ts';
import { routeName } from './names.ts';
import { PaymentDialog } from './PaymentDialog.tsx';
import { ticketProgress } from './progress.ts';
import { fewestToKeep, TicketChoice } from './TicketChoice.tsx';
import { TicketResults } from './TicketResults.tsx';
import { TtrMap } from './TtrMap.tsx';
import { TtrPlayersPanel } from './TtrPlayersPanel.tsx';
import { TtrTicketsPanel } from './TtrTicketsPanel.tsx';
import { TtrTray } from './TtrTray.tsx';
import { TTR_SHORTCUTS, useTtrKeys } from './useTtrKeys.ts';
import { useTtrTurn } from './useTtrTurn.ts';

const core = TtrIndiaCore;

/** The cities to ring and the routes to outline: the hovered ticket (or the offer), what it still needs, and the hint's route. */
function mapMarks(hoverTicket: string | null, offer: readonly string[], progress: ReadonlyMap<string, ReturnType<typeof ticketProgress>>, hintRoute?: string) {
  const shownTickets = hoverTicket ? [hoverTicket] : offer;
  const ticketPairs = shownTickets.flatMap((id) => {
    const t = TICKET_BY_ID.get(id);
    return t ? [[t.a, t.b] as [string, string]] : [];
  });
  const emphasis = new Set<string>();
  if (hoverTicket && progress.has(hoverTicket)) for (const r of progress.get(hoverTicket)?.missing ?? []) emphasis.add(r);
  if (hintRoute !== undefined) emphasis.add(hintRoute);
  return { ticketPairs, emphasis };
}

/** The board component boardgame.io renders for one seat. */
export function TtrBoard(props: BoardProps<CoreG<TtrState>>) {
  const { ctx, log, _stateID } = props;
  const turn = useTtrTurn(props);
  const { s, me, keeps, waiting, send } = turn;
  const [hoverTicket, setHoverTicket] = useState<string | null>(null);
  const [shownTicket, setShownTicket] = useState<string | null>(null);
  const [showEnd, setShowEnd] = useState(true);
  const claimSelect = useRef<HTMLSelectElement>(null);
  const { lines, older } = useMoveLog(core, s, _stateID, log);
  const hint = useHint(core, s, me, _stateID);
  useTtrKeys(turn, hint, claimSelect);

  const mine = me !== undefined ? s.players[me] : undefined;
  const myTickets = mine?.tickets ?? [];
  const offer = mine?.offer ?? [];
  const progress = useMemo(
    () => new Map(myTickets.map((id) => [id, ticketProgress(s, me ?? 0, TICKET_BY_ID.get(id) ?? { id, a: '', b: '', value: 0 })])),
    [s, me, myTickets],
  );
  const hintAction = hint.hint?.action;
  // The ticket under the pointer; else the one tapped (unless new tickets are on offer: they are shown).
  const onMap = hoverTicket ?? (offer.length === 0 && shownTicket && myTickets.includes(shownTicket) ? shownTicket : null);
  const { ticketPairs, emphasis } = mapMarks(onMap, offer, progress, hintAction?.type === 'claimRoute' ? String(hintAction.route) : undefined);
  const result = ctx.gameover as GameResult | undefined;
  const paying = turn.paying;

  const ticketChoice = keeps.length > 0 && offer.length > 0 && (
    <TicketChoice
      key={offer.join(',')}
      offer={offer}
      legal={keeps}
      onKeep={(keep) => send({ type: 'keepTickets', keep })}
      onHover={setHoverTicket}
      disabled={waiting}
    />
  );
  const players = <TtrPlayersPanel s={s} me={me} active={turn.active} />;
  const tickets = <TtrTicketsPanel tickets={myTickets} progress={progress} onHover={setHoverTicket} shown={shownTicket} onShow={setShownTicket} />;
  const moveLog = <MoveLog lines={lines} older={older} />;
  const tray = <TtrTray turn={turn} hint={hint.hint} claimSelect={claimSelect} />;
  // In the side column, not over the map: the tickets' cities (often in the north-east) stay in view.
  const side = (
    <>
      {ticketChoice}
      {players}
      {tickets}
      {moveLog}
    </>
  );

  return (
    <BoardShell
      className="ttr-board"
      stateId={_stateID}
      turnKey={`${ctx.phase}|${ctx.turn}`}
      title="Ticket to Ride – India"
      active={turn.active}
      me={me}
      prompt={turn.prompt}
      gameover={result !== undefined}
      hint={{ ...hint, apply: hintAction ? () => send(hintAction as TtrAction) : undefined }}
      shortcuts={TTR_SHORTCUTS}
      map={<TtrMap state={s} me={me} claimable={turn.claimable} onClaim={turn.claimTrack} ticketPairs={ticketPairs} emphasis={emphasis} />}
      side={side}
      tray={tray}
      phone={{
        // A spectator has no actions: the face-up cards open as a sheet instead.
        actions: me !== undefined ? tray : undefined,
        pinned: ticketChoice ? { title: `Tickets to keep (at least ${fewestToKeep(keeps)})`, content: ticketChoice } : undefined,
        sheets: [
          ...(me !== undefined
            ? [{ id: 'tickets', label: `Tickets (${myTickets.length})`, content: tickets }]
            : [{ id: 'cards', label: 'Cards', content: tray }]),
          { id: 'players', label: 'Players', content: players },
          { id: 'log', label: 'Moves', content: moveLog },
        ],
      }}
      overlay={
        <>
          {turn.costDialog}
          {paying && (
            <PaymentDialog
              title={`Claim ${routeName(paying.track.route.id)} (${paying.track.route.length}, ${paying.track.colour})`}
              length={paying.track.route.length}
              actions={paying.actions}
              onPay={send}
              onCancel={turn.cancelPaying}
            />
          )}
          {result && showEnd && (
            <EndScreen result={result} onClose={() => setShowEnd(false)}>
              <TicketResults state={s} />
            </EndScreen>
          )}
        </>
      }
    />
  );
}
