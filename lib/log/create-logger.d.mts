import type { Logger, LevelWithSilent } from "pino";

export declare const LOG_LEVELS: readonly [
  "fatal",
  "error",
  "warn",
  "info",
  "debug",
  "trace",
  "silent",
];
export declare function logLevel(env: Record<string, string | undefined>): LevelWithSilent;
export declare function createLogger(options?: {
  level?: LevelWithSilent;
  stream?: { write(line: string): unknown };
  mixin?: () => Record<string, unknown>;
}): Logger;
