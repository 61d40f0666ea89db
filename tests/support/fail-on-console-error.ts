import { afterEach, beforeEach, vi } from "vitest";
import { consoleErrors } from "./console-errors";

// DESIGN.md: a test fails on an unexpected console.error. A test that expects one takes it with
// takeConsoleErrors() from tests/support/console-errors.ts.
beforeEach(() => {
  consoleErrors.length = 0;
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
});
