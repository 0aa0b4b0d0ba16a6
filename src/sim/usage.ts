/** The simulator's usage text. */

/** Printed by --help and after every flag error. */
export const USAGE = `Usage:
  npm run sim -- --game <id> --bots <level,level,...> [--games N] [--seed S] [options]
  npm run sim -- --replay <game-seed> --game <id> --bots <level per seat,...> [--variant ...]

Plays bot-vs-bot tournaments. The number of bots is the number of players; seats rotate so
every bot plays every seat equally often. The same seed gives the same games whatever --workers.

Tournament:
  --game <id>            ttr-india | india-rails
  --bots <levels>        comma-separated bot levels, one per player: random, easy, medium, hard
  --games <N>            number of games (default 100)
  --seed <S>             tournament seed, any string (default "sim")
  --workers <W>          worker threads (default: the number of cores); 0 or 1 plays in this thread
  --variant <k=v,...>    game options passed to the game's setup (repeatable; values are JSON
                         when they parse as JSON, else strings; a.b=v sets a nested option),
                         e.g. --variant params.trainsPerPlayer=35
  --options <json>       game options as one JSON object
  --iterations <N>       search iterations per decision for MCTS bots (deterministic)
  --budget-ms <N>        time budget per decision for MCTS bots (results then depend on the machine)
  --max-steps <N>        cut a game off, as unfinished, after N actions (default 100000)
  --json <file>          write every game and the summary as JSON
  --csv <file>           write every game as CSV (and the summary to <file>.summary.csv)
  --report <file.html>   write a self-contained HTML report with charts
  --queue <redis-url>    put the games on a BullMQ queue on that Redis server instead of playing
                         them here; workers started with npm run sim:worker play them (any
                         machine); the summary and files are those of a local run
  --queue-name <name>    the queue on that server (default "sim"; the workers must name the same)
  --quiet                no progress display
  -h, --help             show this help

Replay:
  --replay <game-seed>   replay one game: its seed is in the JSON/CSV ("seed"), and --bots lists
                         the levels seat by seat ("levels"); prints the move log and the result

Examples:
  npm run sim -- --game ttr-india --bots medium,medium,easy,random --games 1000 --seed 7 --report out.html
  npm run sim -- --game india-rails --bots medium,easy,easy --games 100 --workers 2 --json ir.json
  npm run sim -- --game ttr-india --bots medium,easy --games 10000 --queue redis://10.0.0.5:6379
  npm run sim:worker -- --queue redis://10.0.0.5:6379 --concurrency 4     (on each machine)
  npm run sim -- --replay 7/game/12 --game ttr-india --bots easy,random,medium,medium
`;
