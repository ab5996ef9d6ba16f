/** A configuration the server cannot start with: server.ts prints its message alone, without a stack trace. */
export class ConfigError extends Error {}
