/** The fingerprint of a game's final state (FNV-1a of its JSON), browser-safe for the replay viewer. */

/** FNV-1a (32 bits) of a string, in base 36. */
export function fnv1a(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}
