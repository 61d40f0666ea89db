import type { z } from "zod";
import { messageOf, type ErrorFields } from "@/components/auth/post-json";
import { NETWORK_MESSAGE } from "@/lib/auth/ui-schemas";
import type { CallResult } from "@/lib/classes/start-answer";

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/**
 * Calls a same-origin start/join endpoint with the session cookie (POST with a JSON body, or GET
 * without one) and parses a 2xx answer with its schema. Never throws: a failure answers
 * `ok: false` with the server's message (4xx/5xx, unexpected shape) or `network: true`.
 */
export async function liveCall<S extends z.ZodType>(
  schema: S,
  path: string,
  options: { body?: unknown; fetch?: FetchLike } = {},
): Promise<CallResult<z.output<S>>> {
  const send: FetchLike = options.fetch ?? ((input, init) => fetch(input, init));
  const init: RequestInit =
    options.body === undefined
      ? { method: "GET", headers: { Accept: "application/json" }, cache: "no-store" }
      : {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify(options.body),
        };
  let response: Response;
  try {
    response = await send(path, { ...init, credentials: "same-origin" });
  } catch {
    return { ok: false, network: true, message: NETWORK_MESSAGE };
  }
  let data: unknown = null;
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  if (response.ok) {
    const parsed = schema.safeParse(data);
    if (parsed.success) return { ok: true, data: parsed.data };
  }
  const fields = data && typeof data === "object" ? (data as ErrorFields) : {};
  return { ok: false, network: false, message: messageOf(fields) };
}

/** Page-level browser actions, behind one object so tests can spy on them. */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
  reload(): void {
    window.location.reload();
  },
  /** Opens an empty tab now (inside the click, so popup blockers allow it); null when blocked. */
  openBlankTab(): Window | null {
    const tab = window.open("", "_blank");
    if (!tab) return null;
    try {
      // The meeting page must not reach back into this one.
      tab.opener = null;
    } catch {
      // Some browsers make opener read-only; the tab still works.
    }
    return tab;
  },
};
