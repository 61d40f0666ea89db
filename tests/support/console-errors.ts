const store = globalThis as unknown as { __consoleErrors?: unknown[][] };

/** console.error calls of the running test, collected by fail-on-console-error.ts. */
export const consoleErrors: unknown[][] = (store.__consoleErrors ??= []);

/** Takes (and so expects) the console.error calls made so far, as text. */
export function takeConsoleErrors(): string[] {
  const taken = consoleErrors
    .splice(0)
    .map((args) => args.map((a) => (a instanceof Error ? a.message : String(a))).join(" "));
  return taken;
}
