/** Placeholder picture until the India Rails map lands. */
export default function IndiaRailsThumbnail() {
  return <svg viewBox="0 0 40 30" role="img" aria-label="India Rails map"><rect width="40" height="30" fill="#cfe3ef" /></svg>;
}
