import { afterEach, beforeEach, vi } from "vitest";
import { consoleErrors } from "./console-errors";
import { collectLogLines, loggedLines, takeLoggedErrors } from "./logged-lines";

// DESIGN.md: a test fails on an unexpected console.error, or an unexpected error line of the app's
// logger (lib/log). A test that expects one takes it with takeConsoleErrors()
// (tests/support/console-errors.ts) or takeLoggedErrors() (tests/support/logged-lines.ts).
collectLogLines();

beforeEach(() => {
  consoleErrors.length = 0;
  loggedLines.length = 0;
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  if (consoleErrors.length > 0) {
    const first = consoleErrors[0]
      ?.map((a) => (a instanceof Error ? a.stack : String(a)))
      .join(" ");
    const n = consoleErrors.length;
    consoleErrors.length = 0;
    throw new Error(`Unexpected console.error (${n}): ${first}`);
  }
  const logged = takeLoggedErrors();
  loggedLines.length = 0;
  if (logged.length > 0) {
    const first = logged[0]!;
    throw new Error(
      `Unexpected error logged (${logged.length}): ${first.msg} ${first.err?.stack ?? ""}`,
    );
  }
});
