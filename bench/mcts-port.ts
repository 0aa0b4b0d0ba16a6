/**
 * boardgame.io's MCTSBot algorithm ported onto a rules core, the baseline bench/bots-speed.ts
 * measures our search against. It lives in test/support/mcts-port.ts, where its test checks that
 * it searches for real.
 */
export { portSearch } from '../test/support/mcts-port.ts';
