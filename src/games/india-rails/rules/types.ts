/**
 * The India Rails rules state and actions: plain JSON, ids only (docs/architecture.md §3.1).
 * Track is kept per player as lists of lattice edge keys (MapGraph.edgeKey).
 */
import type { LocoType } from '../data/locos.ts';
import type { IndiaRailsParams, IndiaRailsVariants } from '../params.ts';

/** One demand: deliver `load` to `city` for `payout` million. */
export interface Demand {
  load: string;
  city: string;
  payout: number;
}

/** A demand card: three demands, of which only one may be filled. */
export interface DemandCard {
  id: string;
  demands: [Demand, Demand, Demand];
}

/** A load chip on a train. Pilgrims remember the region where they boarded. */
export interface Chip {
  load: string;
  region?: string;
}

/** The second train of the Additional Trains variant. */
export interface SecondTrain {
  loco: LocoType;
  at: number | null;
  prev: number | null;
  loads: Chip[];
}

/** One player's holdings. Everything here is public (cards face up, money public: docs/rules/india-rails.md §1). */
export interface PlayerState {
  cash: number;
  /** Borrowing variant: what is still to be repaid. */
  debt: number;
  /** Late Payment of Use Fee variant: use fees owed to opponents, paid from the next payoffs. */
  owed: { to: number; amount: number }[];
  loco: LocoType;
  /** The train's milepost, null until placed. */
  at: number | null;
  /** The milepost the train last came from (its direction), null when it may go any way. */
  prev: number | null;
  loads: Chip[];
  /** Demand card ids. */
  hand: string[];
  /** Turns this player will lose (derailment). */
  lostTurns: number;
  /** Turns completed (building turns and lost turns included). */
  turns: number;
  deliveries: number;
  income: number;
  /** Additional Trains variant: the second train, else null. */
  second: SecondTrain | null;
}

/** What has happened in the current turn. */
export interface TurnState {
  seat: number;
  /** Operations (move, load, deliver) come first; building or upgrading ends them. */
  stage: 'operations' | 'building';
  /** Movement allowance this turn and mileposts used of it. */
  allowance: number;
  moved: number;
  /** The same for the second train (Additional Trains). */
  allowance2: number;
  moved2: number;
  /** Opponents whose track has been paid for this turn. */
  rented: number[];
  /** Money spent on track and locos this turn. */
  spent: number;
  /** Segments built out of major city mileposts this turn. */
  majorSegments: number;
  upgraded: boolean;
  /** Whether anything has been done this turn (discarding the hand must be the whole turn). */
  acted: boolean;
  /**
   * Actions taken this turn. A pick-up undone by a drop returns every other part of the state to
   * where it was; this count keeps such positions apart, so a bot that draws its choices from its
   * position cannot repeat the same two actions forever.
   */
  actions: number;
  /** Cost to Move variant: whether this turn's fee has been paid. */
  movePaid: boolean;
  /** The player's turn ends as soon as pending choices are made (a derailment hit the drawer). */
  endNow: boolean;
  /** Selling and Trading Track: whether a deal has been offered this turn. */
  offered: boolean;
}

/** A track deal offered by the player whose turn it is (Selling and Trading Track). */
export interface TrackOffer {
  buyer: number;
  seller: number;
  /** Edge keys going from the seller to the buyer, and from the buyer to the seller. */
  buy: number[];
  give: number[];
  /** Paid by the buyer to the seller (negative: by the seller to the buyer). */
  price: number;
}

/** An event card in play. */
export interface ActiveEvent {
  card: string;
  drawer: number;
  /** It leaves play when the drawer's completed turns reach this number. */
  endsAtTurns: number;
  /** Track it erased (bridges, sand-stormed track): owners get the first chance to rebuild. */
  destroyed: { edge: number; owner: number }[];
}

/** A choice a player owes before play goes on (out of turn, e.g. which load a derailment takes). */
export interface Pending {
  seat: number;
  /** loseLoad: which load a derailment takes; discardDemand: Fast Game, down to three cards after the building turns. */
  kind: 'loseLoad' | 'discardDemand' | 'answerOffer';
}

/** A load left in a city (Field Warehousing): anyone may pick it up until it returns to the tray. */
export interface WarehousedChip extends Chip {
  city: string;
  dropper: number;
  /** It returns to the tray when the dropper's completed turns reach this number. */
  untilTurns: number;
}

/** A train an event caught in its area when drawn (a derailment, a strike), and what it cost. */
export interface EventTrainHit {
  seat: number;
  /** 1 for the second train (Additional Trains); absent for the first. */
  train?: 1;
  /** Where the train stood. */
  at: number;
  /** The load returned to the tray, when the rules chose it (one kind aboard; a second train's first load). */
  lost?: string;
  /** Its owner chooses which load to lose (several kinds aboard): his `loseLoad` move says which. */
  choosing?: true;
  /** Its owner loses his next turn (the drawer also the rest of this one). */
  losesTurn?: true;
}

/** What a drawn event did, as everyone saw it: public bookkeeping that no rule reads. */
export interface EventEffects {
  /** Track it erased, each owner's edge keys (bridges over flooded rivers, track into a storm). */
  erased?: { owner: number; edges: number[] }[];
  /** Trains in its area (derailed, or standing in a strike). */
  trains?: EventTrainHit[];
  /** Excess Profits Tax: what each seat paid. */
  paid?: number[];
  /** Half rate: the drawer's movement left this turn, before and after halving. */
  slowed?: { from: number; to: number };
}

/** A drawn event, for logs and boards. */
export interface EventLogEntry {
  card: string;
  drawer: number;
  round: number;
  /** What it did; missing in records kept before the effects were. */
  effects?: EventEffects;
}

/** The whole game state. */
export interface IndiaRailsState {
  numPlayers: number;
  params: IndiaRailsParams;
  variants: IndiaRailsVariants;
  phase: 'building' | 'main' | 'over';
  firstPlayer: number;
  /** The building turns' seat order (Switchback Start) and the index of the current one. */
  buildOrder: number[];
  buildIndex: number;
  /** Completed rounds of the main game. */
  round: number;
  turn: TurnState;
  players: PlayerState[];
  /** Edge keys of each player's track. */
  track: number[][];
  /** Chips in the tray by load id. */
  supply: Record<string, number>;
  /** Draw deck (top = last) and discard pile, card ids. */
  deck: string[];
  discard: string[];
  events: ActiveEvent[];
  /** Erased track only its owner may rebuild until he has had one turn after the event left play. */
  reservations: { edge: number; owner: number }[];
  pending: Pending[];
  /** Money in the bank: bank + all cash − all debt stays constant. */
  bank: number;
  /** Cash needed to win (raised on an exact tie). */
  target: number;
  /** Seats that declared victory at the end of their own turn in the current round, in turn order. */
  declared: number[];
  winners: number[] | null;
  eventLog: EventLogEntry[];
  /** Open Contracts variant: discarded demand cards anyone may fill (at most 4). */
  openContracts: string[];
  /** Field Warehousing variant: loads dropped in cities. */
  warehouse: WarehousedChip[];
  /** Selling and Trading Track variant: the deal awaiting an answer. */
  offer: TrackOffer | null;
}

/** India Rails actions. Paths are milepost ids, start included. */
export type IndiaRailsAction =
  | { type: 'buildTrack'; path: number[] }
  | { type: 'upgradeLoco'; to: LocoType; train?: number }
  | { type: 'placeTrain'; city: string; train?: number }
  | { type: 'moveTrain'; path: number[]; train?: number }
  | { type: 'pickUpLoad'; load: string; train?: number }
  | { type: 'deliverLoad'; load: string; card: string; demand: number; train?: number }
  | { type: 'dropLoad'; load: string; train?: number }
  | { type: 'loseLoad'; load: string }
  | { type: 'discardDemand'; card: string }
  | { type: 'offerTrack'; seller: number; buy: number[][]; give: number[][]; price: number }
  | { type: 'answerOffer'; accept: boolean }
  | { type: 'borrow'; amount: number }
  | { type: 'backtrack' }
  | { type: 'discardHand' }
  | { type: 'endTurn' };

/** The action type names. */
export const ACTION_TYPES = [
  'buildTrack',
  'upgradeLoco',
  'placeTrain',
  'moveTrain',
  'pickUpLoad',
  'deliverLoad',
  'dropLoad',
  'loseLoad',
  'discardDemand',
  'offerTrack',
  'answerOffer',
  'borrow',
  'backtrack',
  'discardHand',
  'endTurn',
] as const;
