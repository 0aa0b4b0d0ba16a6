/**
 * A boardgame.io master in this page for one saved local match, and the transport its clients
 * (the player's board, each bot seat, the pass-and-play table watcher) connect through. It works as
 * boardgame.io's `Local` transport does (each client receives its own player view) but keeps the
 * match in a MatchMemory, which saves every change; `Local({ persist })` instead rewrites one
 * localStorage entry per kind, shared by every match, with the whole log on every move.
 */
import type { Game, State } from 'boardgame.io';
import { getFilterPlayerView, Transport } from 'boardgame.io/internal';
import { Master } from 'boardgame.io/master';
import type { MatchMemory } from './matchMemory.ts';

type TransportOpts = ConstructorParameters<typeof Transport>[0];
type Payload = Parameters<ReturnType<typeof getFilterPlayerView>>[1];
type Listener = (data: ReturnType<ReturnType<typeof getFilterPlayerView>>) => void;

/** The master of one local match: boardgame.io's Master with in-page delivery to each seat's client. */
export class LocalMatchMaster extends Master {
  private readonly listeners = new Map<string, Listener>();

  constructor(game: Game, storage: MatchMemory) {
    const filter = getFilterPlayerView(game);
    const send = ({ playerID, ...data }: { playerID: string | null } & Payload) => {
      const listener = this.listeners.get(String(playerID));
      if (listener) listener(filter(playerID as string, data as Payload));
    };
    super(game, storage, {
      send: send as never,
      sendAll: (payload) => {
        for (const playerID of this.listeners.keys()) send({ playerID: playerID === 'null' ? null : playerID, ...(payload as Payload) });
      },
    });
  }

  /** Delivers what the master sends seat `playerID` (null: a spectator) to `listener`. */
  listen(playerID: string | null, listener: Listener): void {
    this.listeners.set(String(playerID), listener);
  }
}

/** A client's connection to the page's master. */
class MasterTransport extends Transport {
  constructor(
    private readonly master: LocalMatchMaster,
    opts: TransportOpts,
  ) {
    super(opts);
  }
  connect(): void {
    this.setConnectionStatus(true);
    this.master.listen(this.playerID, (data) => this.notifyClient(data as never));
    this.requestSync();
  }
  disconnect(): void {
    this.setConnectionStatus(false);
  }
  sendAction(state: State, action: Parameters<Master['onUpdate']>[0]): void {
    void this.master.onUpdate(action, state._stateID, this.matchID, this.playerID as string);
  }
  sendChatMessage(matchID: string, message: Parameters<Master['onChatMessage']>[1]): void {
    void this.master.onChatMessage(matchID, message, this.credentials);
  }
  requestSync(): void {
    void this.master.onSync(this.matchID, this.playerID as string, this.credentials, this.numPlayers);
  }
  updateMatchID(id: string): void {
    this.matchID = id;
    this.connect();
  }
  updatePlayerID(id: string): void {
    this.playerID = id;
    this.connect();
  }
  updateCredentials(credentials?: string): void {
    this.credentials = credentials;
    this.connect();
  }
}

/** The `multiplayer` option of every client of the match: a transport to `master`. */
export function localTransport(master: LocalMatchMaster): (opts: TransportOpts) => Transport {
  return (opts) => new MasterTransport(master, opts);
}
