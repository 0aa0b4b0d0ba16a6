/**
 * The Ticket to Ride – India board's controller: what the viewing seat may do now, from the core's
 * `legalActions` on its own view (claimable tracks with their payments, the draws, the ticket
 * choice), the route being paid for, and `send`, which plays an action if the core accepts it.
 */
import type { BoardProps } from 'boardgame.io/react';
import { useMemo, useState } from 'react';
import { type CoreG, seatOf } from '../../../engine/bgio.ts';
import { TRACKS } from '../../../games/ttr-india/data/board.ts';
import { TtrIndiaCore } from '../../../games/ttr-india/rules/core.ts';
import type { ClaimRoute, KeepTickets, TtrAction, TtrState } from '../../../games/ttr-india/rules/state.ts';
import { useConfirmCost } from '../../ui/useConfirmCost.tsx';
import { useOutbox } from '../../ui/useOutbox.ts';
import { paymentText } from './cards.tsx';
import { trackIndexOf } from './names.ts';
import type { ClaimOption } from './TtrMap.tsx';
import { ttrCostQuestion } from './turnCosts.ts';
import { ttrPrompt } from './turnPrompt.ts';

const core = TtrIndiaCore;

/** A claimable track: its cost texts and every legal claim of it. */
export type Claimable = ClaimOption & { actions: ClaimRoute[] };

/** The turn of the viewing seat, for the panels, the map and the keys. */
export type TtrTurn = ReturnType<typeof useTtrTurn>;

/** Groups the legal claims by track. */
function claimableTracks(claims: ClaimRoute[]): Map<number, Claimable> {
  const m = new Map<number, Claimable>();
  for (const a of claims) {
    const ti = trackIndexOf(a);
    const t = TRACKS[ti];
    const e = m.get(ti) ?? { track: t, costs: [], actions: [] };
    e.actions.push(a);
    e.costs.push(paymentText(t.route.length, a.colour, a.locos));
    m.set(ti, e);
  }
  return m;
}

/** The viewing seat's turn on this render. */
export function useTtrTurn(props: BoardProps<CoreG<TtrState>>) {
  const { G, ctx, moves, playerID, _stateID } = props;
  const s = G.core;
  const me = seatOf(playerID);
  const [paying, setPaying] = useState<number | null>(null);
  const outbox = useOutbox(core, s, me, _stateID, moves, `${ctx.turn}`);
  const { waiting } = outbox;
  const active = core.activePlayers(s);
  const legal = useMemo(() => (me !== undefined && !ctx.gameover ? core.legalActions(s, me) : []), [s, me, ctx.gameover]);
  const claimable = useMemo(() => claimableTracks(legal.filter((a): a is ClaimRoute => a.type === 'claimRoute')), [legal]);
  const keeps = legal.filter((a): a is KeepTickets => a.type === 'keepTickets');
  const canPass = legal.some((a) => a.type === 'pass');

  const confirmCost = useConfirmCost();

  /** Plays `a` unless an action is in flight or the core refuses it; one that gives up part of the turn asks first. */
  const send = (a: TtrAction) => {
    if (waiting || core.validate(s, me ?? -1, a) !== null) return;
    const run = () => {
      setPaying(null);
      outbox.send([a]);
    };
    const q = ttrCostQuestion(s, a);
    if (q) confirmCost.ask(q, run);
    else run();
  };

  /** Opens the payment dialog of a claimable track: a mis-click must never claim a route; a single payment is one Enter away. */
  const claimTrack = (ti: number) => {
    if (claimable.has(ti)) setPaying(ti);
  };

  return {
    s,
    me,
    active,
    waiting,
    claimable,
    keeps,
    canDeck: legal.some((a) => a.type === 'drawFromDeck'),
    faceSlots: new Set(legal.flatMap((a) => (a.type === 'drawFaceUp' ? [a.slot] : []))),
    canTickets: legal.some((a) => a.type === 'drawTickets'),
    canPass,
    prompt: ttrPrompt(s, { myTurn: me !== undefined && active.includes(me), choosingTickets: keeps.length > 0, canPass }),
    /** The track whose payment dialog is open, if any. */
    paying: paying !== null ? claimable.get(paying) : undefined,
    cancelPaying: () => setPaying(null),
    send,
    claimTrack,
    /** The question asked before giving up part of the turn, while open. */
    costDialog: confirmCost.dialog,
  };
}
