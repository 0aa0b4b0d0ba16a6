/** The history routes' bounds: rows per page, bytes per replay page and requests per address. */
export const HISTORY_LIMITS = {
  /** Finished matches per page of the list (the default page is smaller). */
  listPageMax: 50,
  /** Finished matches per page when the request names no limit. */
  listPageDefault: 20,
  /** Log entries per replay page at most … */
  replayPageEntries: 500,
  /** … and bytes of those entries at most (a page ends early past this; it holds at least one entry). */
  replayPageBytes: 512 * 1024,
  /** Requests an address may make to the history routes per second on average … */
  requestsPerSecond: 4,
  /** … and in a burst. */
  requestBurst: 20,
} as const;
