export declare const FIRST_RESTART_DELAY_MS: number;
export declare const MAX_RESTART_DELAY_MS: number;
export declare const HEALTHY_LIFETIME_MS: number;
export declare function workerCount(env: Record<string, string | undefined>): number;
export declare function restartDelay(failures: number): number;
export declare function nextRestart(
  failures: number,
  livedMs: number,
): { delayMs: number; failures: number };
