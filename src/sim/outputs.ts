/** Writes a tournament's JSON, CSV and HTML report files. */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { OutputFiles } from './args.ts';
import { codeVersion } from './code-version.ts';
import { gamesCsv, summaryCsv, summaryCsvPath } from './csv.ts';
import { tournamentJson } from './json.ts';
import { reportHtml } from './report-html.ts';
import type { TournamentSummary } from './summary.ts';
import type { GameOutcome, TournamentConfig } from './types.ts';

async function put(file: string, text: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}

/** Writes the requested files and returns the paths written. */
export async function writeOutputs(
  files: OutputFiles,
  config: TournamentConfig,
  summary: TournamentSummary,
  outcomes: readonly GameOutcome[],
): Promise<string[]> {
  const written: string[] = [];
  if (files.json) {
    await put(files.json, `${JSON.stringify(tournamentJson(config, summary, outcomes, codeVersion()), null, 1)}\n`);
    written.push(files.json);
  }
  if (files.csv) {
    await put(files.csv, gamesCsv(config, outcomes, summary.interrupted));
    await put(summaryCsvPath(files.csv), summaryCsv(summary));
    written.push(files.csv, summaryCsvPath(files.csv));
  }
  if (files.report) {
    await put(files.report, reportHtml(summary, outcomes));
    written.push(files.report);
  }
  return written;
}
