/** A wrong command line: the CLI prints the message and the usage and exits with 2. */
export class UsageError extends Error {}
