import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

// Shared by the start/join component tests (not a test file itself).

/** Fake timers for every test of the calling file; `teardown` runs after each test. */
export function withFakeClock(teardown: () => void = () => {}) {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    teardown();
  });
}

/** Lets pending fetches and the timers due within `ms` run. */
export async function advance(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

export const heading = (name: string) => screen.queryByRole("heading", { name });

/** The text of the component's polite live region (its message area). */
export const liveText = () => document.querySelector("[aria-live='polite']")?.textContent ?? "";
