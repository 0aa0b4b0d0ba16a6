/**
 * The simulator's flags, declared with commander: each value is checked as it is read, and every
 * error commander raises becomes a UsageError worded as the simulator words it ("unknown flag
 * --speed", "--games needs a whole number, got "many"").
 */
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { GAME_IDS } from '../games/registry.ts';
import { UsageError } from './usage-error.ts';

/** A whole number within [min, max] for commander, or the reason it is not. */
export function wholeNumber(flag: string, min: number, max = Number.MAX_SAFE_INTEGER): (raw: string, previous?: number) => number {
  return (raw, previous) => {
    once(flag, raw, previous);
    if (!/^-?\d+$/.test(raw)) throw new InvalidArgumentError(`${flag} needs a whole number, got "${raw}"`);
    const n = Number(raw);
    if (n < min || n > max) throw new InvalidArgumentError(`${flag} must be between ${min} and ${max}, got ${n}`);
    return n;
  };
}

/** Throws when a flag has no value (commander takes the next flag as one) or is given twice. */
function once(flag: string, raw: string, previous: unknown): void {
  if (raw === '' || raw.startsWith('--')) throw new InvalidArgumentError(`${flag} needs a value`);
  if (previous !== undefined) throw new InvalidArgumentError(`${flag} given twice`);
}

/** A string flag that may be given once. */
function text(flag: string): (raw: string, previous?: string) => string {
  return (raw, previous) => {
    once(flag, raw, previous);
    return raw;
  };
}

/** A repeatable string flag, collected in order. */
function repeated(flag: string): (raw: string, previous?: string[]) => string[] {
  return (raw, previous) => {
    once(flag, raw, undefined);
    return [...(previous ?? []), raw];
  };
}

/** What --queue-grace-ms means, for both commands' help. */
export const GRACE_HELP = 'how long Redis may be away before the command gives up: one line, exit 1 (default 10000)';

/** The `npm run sim` command's flags (no defaults here: parseArgs applies them after its checks). */
export function simProgram(): Command {
  const flag = (spec: string, description: string, parse: (raw: string, previous?: never) => unknown) =>
    new Option(spec, description).argParser(parse as (raw: string, previous: unknown) => unknown);
  return new Command('npm run sim --')
    .addOption(flag('--game <id>', `a registered game: ${GAME_IDS.join(' | ')}`, text('--game')))
    .addOption(flag('--bots <levels>', 'comma-separated bot levels, one per player: random, easy, medium, hard', text('--bots')))
    .addOption(flag('--games <N>', 'number of games (default 100)', wholeNumber('--games', 1)))
    .addOption(flag('--seed <S>', 'tournament seed, any string (default "sim")', text('--seed')))
    .addOption(
      flag(
        '--workers <W>',
        'games played at once (default: the number of cores): this thread and W-1 worker threads; 0 or 1 plays in this thread only',
        wholeNumber('--workers', 0, 256),
      ),
    )
    .addOption(
      flag(
        '--variant <k=v,...>',
        "game options passed to the game's setup (repeatable; values are JSON when they parse as JSON, else strings; a.b=v sets a nested option), e.g. --variant params.trainsPerPlayer=35",
        repeated('--variant'),
      ),
    )
    .addOption(flag('--options <json>', 'game options as one JSON object', text('--options')))
    .addOption(flag('--iterations <N>', 'search iterations per decision for MCTS bots (deterministic)', wholeNumber('--iterations', 1)))
    .addOption(flag('--budget-ms <N>', 'time budget per decision for MCTS bots (results then depend on the machine)', wholeNumber('--budget-ms', 1)))
    .addOption(flag('--max-steps <N>', 'cut a game off, as unfinished, after N actions (default 100000)', wholeNumber('--max-steps', 1)))
    .addOption(flag('--json <file>', 'write every game and the summary as JSON', text('--json')))
    .addOption(flag('--csv <file>', 'write every game as CSV (and the summary to <file>.summary.csv)', text('--csv')))
    .addOption(flag('--report <file.html>', 'write a self-contained HTML report with charts', text('--report')))
    .addOption(
      flag(
        '--queue <redis-url>',
        'put the games on a BullMQ queue on that Redis server instead of playing them here; workers started with npm run sim:worker play them (on any machine); the summary and files are those of a local run',
        text('--queue'),
      ),
    )
    .addOption(flag('--queue-name <name>', 'the queue on that server (default "sim"; the workers must name the same)', text('--queue-name')))
    .addOption(flag('--queue-grace-ms <N>', GRACE_HELP, wholeNumber('--queue-grace-ms', 500, 3_600_000)))
    .addOption(new Option('--quiet', 'no progress display'))
    .addOption(
      flag(
        '--replay <game-seed>',
        'replay one game: its seed is in the JSON/CSV ("seed"), and --bots lists the levels seat by seat ("levels"); prints the move log and the result',
        text('--replay'),
      ),
    )
    .helpOption('-h, --help', 'show this help')
    .allowExcessArguments(true)
    .exitOverride()
    .configureOutput({ writeErr: () => {}, writeOut: () => {} });
}

/** The UsageError for an error commander raised while parsing, worded as the simulator words it. */
export function usageErrorOf(e: unknown): UsageError {
  if (!(e instanceof CommanderError)) return new UsageError(e instanceof Error ? e.message : String(e));
  const quoted = /'([^']+)'/.exec(e.message)?.[1] ?? '';
  switch (e.code) {
    case 'commander.unknownOption': {
      const [name, value] = quoted.split('=');
      if (value !== undefined && name === '--quiet') return new UsageError(`${name} takes no value`);
      const hint = /\(Did you mean (.+)\?\)/.exec(e.message)?.[1];
      return new UsageError(`unknown flag ${quoted}${hint ? ` (did you mean ${hint}?)` : ''}`);
    }
    case 'commander.optionMissingArgument':
      return new UsageError(`${quoted.split(' ')[0]} needs a value`);
    case 'commander.invalidArgument':
      return new UsageError(e.message.replace(/^.*? is invalid\. /s, ''));
    default:
      return new UsageError(e.message.replace(/^error: /, ''));
  }
}
