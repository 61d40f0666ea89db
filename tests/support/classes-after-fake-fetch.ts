import { vi } from "vitest";

/**
 * Replaces fetch with one that answers each call with the next of `answers` (the last one repeats)
 * and records the calls. Component tests only.
 */
export function stubFetch(...answers: (() => Response | Promise<Response>)[]) {
  const calls: { url: string; init?: RequestInit; body: unknown }[] = [];
  let next = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      init,
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    });
    const answer = answers[Math.min(next++, answers.length - 1)]!;
    return answer();
  });
  vi.stubGlobal("fetch", fetchMock);
  return calls;
}

/** A JSON answer with a status. */
export const json =
  (body: unknown, status = 200) =>
  () =>
    Response.json(body, { status });
