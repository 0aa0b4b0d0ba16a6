/**
 * The names of the people playing at this device, from the play link: `names=Asha,Ravi` (one name
 * per human seat, for pass-and-play) or `name=Asha` (one player). A name that cannot be used is
 * changed, and the change is described, as for every other play-link value.
 */

/** Longest name a seat shows. */
export const MAX_NAME = 24;

/** Makes each name unique (case aside): a second "Ravi" becomes "Ravi 2", so the hand-off screen is never ambiguous. */
function distinct(names: string[], raw: string, corrections: string[]): string[] {
  const seen = new Set<string>();
  return names.map((n) => {
    let name = n;
    for (let k = 2; seen.has(name.toLowerCase()); k++) name = `${n.slice(0, MAX_NAME - 3)} ${k}`;
    if (name !== n) corrections.push(`names=${raw}: two players are called '${n}', so the second is '${name}'.`);
    seen.add(name.toLowerCase());
    return name;
  });
}

/** The human seats' names (at least one); what could not be used is listed in `corrections`. */
export function readNames(params: URLSearchParams, corrections: string[]): string[] {
  const raw = params.get('names');
  const single = params.get('name');
  if (raw === null || raw.trim() === '') return [(single ?? 'You').slice(0, MAX_NAME)];
  if (single !== null) corrections.push(`name=${single}: names= names every player at this device, so name= is left out.`);
  const given = raw.split(',').map((n) => n.trim());
  if (given.some((n) => n === '')) corrections.push(`names=${raw}: an empty name is left out.`);
  const names = given
    .filter((n) => n !== '')
    .map((n) => {
      if (n.length <= MAX_NAME) return n;
      const cut = n.slice(0, MAX_NAME).trim();
      corrections.push(`names=${raw}: '${n}' is longer than ${MAX_NAME} characters, so it is cut to '${cut}'.`);
      return cut;
    });
  return names.length > 0 ? distinct(names, raw, corrections) : [(single ?? 'You').slice(0, MAX_NAME)];
}

/** Fits the names to the seats: extra names are left out (and said so). */
export function fitNames(names: string[], players: number, raw: string | null, corrections: string[]): string[] {
  if (names.length <= players) return names;
  const extra = names.length - players;
  corrections.push(`names=${raw}: ${names.length} names for ${players} seats, so ${extra === 1 ? 'the last one is' : `the last ${extra} are`} left out.`);
  return names.slice(0, players);
}
