/** One line of the app's logger (lib/log/logger.ts), parsed. */
export interface LoggedLine {
  level: string;
  msg?: string;
  requestId?: string;
  err?: { type: string; message: string; stack?: string };
  [field: string]: unknown;
}

const store = globalThis as unknown as {
  __logSink?: { write(line: string): unknown };
  __loggedLines?: LoggedLine[];
};

/** The lines the app logged during the running test (collected by fail-on-console-error.ts). */
export const loggedLines: LoggedLine[] = (store.__loggedLines ??= []);

/**
 * Sends the app's log lines here instead of stdout, so tests are quiet; with LOG_LEVEL set (a
 * developer asking to see them) they are printed as well.
 */
export function collectLogLines(): void {
  store.__logSink = {
    write(line: string) {
      loggedLines.push(JSON.parse(line) as LoggedLine);
      if (process.env.LOG_LEVEL) process.stdout.write(line);
    },
  };
}

const isError = (line: LoggedLine) => line.level === "error" || line.level === "fatal";

/** Takes (and so expects) the error lines logged so far. */
export function takeLoggedErrors(): LoggedLine[] {
  const errors = loggedLines.filter(isError);
  loggedLines.splice(0, loggedLines.length, ...loggedLines.filter((l) => !isError(l)));
  return errors;
}
