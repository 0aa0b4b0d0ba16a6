/**
 * boardgame.io's socket multiplayer, plus what its client leaves out: the server answers a move it
 * refuses (rate limit, stale state, a rule) with `refused`, which the stock client ignores, leaving
 * the board on its own optimistic state. Here a refused move resyncs the client with the master's
 * state (once, after a short pause, so a rate limit is not hit again) and is reported.
 */
import { SocketIO } from 'boardgame.io/multiplayer';

/** What the server said when it refused a message. */
export interface Refusal {
  event: string;
  reason: string;
}

/** Milliseconds between a refused move and the resync. */
export const RESYNC_DELAY_MS = 1000;

type Transport = ReturnType<ReturnType<typeof SocketIO>> & {
  // biome-ignore lint/suspicious/noExplicitAny: socket.io-client socket (not a direct dependency)
  socket: any;
  requestSync(): void;
};

/** `SocketIO({ server })` whose clients resync after a refused move and call `onRefused`. */
export function socketWithRefusals(opts: Parameters<typeof SocketIO>[0], onRefused: (refusal: Refusal) => void) {
  const make = SocketIO(opts);
  return (transportOpts: Parameters<typeof make>[0]) => {
    const transport = make(transportOpts) as Transport;
    const connect = transport.connect.bind(transport);
    let pending: ReturnType<typeof setTimeout> | undefined;
    transport.connect = () => {
      connect();
      transport.socket.on('refused', (raw: unknown) => {
        const r = raw as Partial<Refusal> | null;
        const refusal = { event: String(r?.event ?? ''), reason: String(r?.reason ?? '') };
        if (refusal.event === 'update' && pending === undefined) {
          pending = setTimeout(() => {
            pending = undefined;
            transport.requestSync();
          }, RESYNC_DELAY_MS);
        }
        onRefused(refusal);
      });
    };
    return transport;
  };
}
