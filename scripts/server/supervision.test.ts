import { describe, expect, it } from "vitest";
import { nextRestart, restartDelay, workerCount } from "./supervision.mjs";

describe("workerCount", () => {
  it("is WEB_CONCURRENCY on Postgres, 1 by default", () => {
    expect(workerCount({ DATABASE_URL: "postgres://db/app" })).toBe(1);
    expect(workerCount({ DATABASE_URL: "postgres://db/app", WEB_CONCURRENCY: "4" })).toBe(4);
    expect(workerCount({ DATABASE_URL: "postgres://db/app", WEB_CONCURRENCY: "0" })).toBe(1);
    expect(workerCount({ DATABASE_URL: "postgres://db/app", WEB_CONCURRENCY: "many" })).toBe(1);
  });

  it("is always 1 on the embedded database (PGlite is a single-process file database)", () => {
    expect(workerCount({ WEB_CONCURRENCY: "4" })).toBe(1);
    expect(workerCount({ DATABASE_URL: " ", WEB_CONCURRENCY: "4" })).toBe(1);
  });
});

describe("restart backoff", () => {
  it("waits 1 s, doubling up to 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(restartDelay)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it("backs off while workers crash quickly, and starts over after one lived 60 s", () => {
    let failures = 0;
    const delays: number[] = [];
    for (const lived of [500, 500, 500, 59_999, 60_000, 500]) {
      const next = nextRestart(failures, lived);
      delays.push(next.delayMs);
      failures = next.failures;
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 1000, 2000]);
  });
});
