import { rateLimitedText } from "@/lib/auth/messages";
import { NETWORK_MESSAGE } from "@/lib/auth/ui-schemas";

/** Base of the legacy v1 calls (docs/contracts-accounts.md). */
export const V1 = "/ng-api/v1/";

/** Fields every answer may carry besides its own: the shared error shape of docs/api.md. */
export type ErrorFields = {
  message?: string;
  messageDescription?: string;
  status_msg?: string;
  errors?: Record<string, string | string[]>;
  /** A 429's whole seconds to wait (docs/api.md). */
  retryAfter?: number;
};

export type JsonAnswer<T> = {
  /** HTTP status; 0 when the server could not be reached. */
  httpStatus: number;
  data: Partial<T> & ErrorFields;
};

/**
 * POSTs JSON to a same-origin endpoint with the session cookie and reads the JSON answer, also of
 * 4xx/5xx responses (they carry `message` and `errors.{field}`). Never throws.
 */
export async function postJson<T>(path: string, body: unknown): Promise<JsonAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(body),
    });
  } catch {
    return { httpStatus: 0, data: { message: NETWORK_MESSAGE } as JsonAnswer<T>["data"] };
  }
  let data: unknown = null;
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  const object = data && typeof data === "object" ? (data as JsonAnswer<T>["data"]) : {};
  return { httpStatus: response.status, data: object };
}

/** GETs JSON from a same-origin endpoint; null when it fails. */
export async function getJson<T>(path: string): Promise<T | null> {
  try {
    const response = await fetch(path, { credentials: "same-origin" });
    if (!response.ok) return null;
    return (await response.json()) as T;
  } catch {
    return null;
  }
}

/**
 * The message to show for an answer: status_msg, message or messageDescription, else a fallback;
 * a 429 that says how long to wait ends with "Try again in 2 minutes." (lib/auth/messages).
 */
export function messageOf(data: ErrorFields, fallback = NETWORK_MESSAGE): string {
  const text = data.status_msg || data.message || data.messageDescription;
  if (typeof data.retryAfter === "number" && data.retryAfter > 0) {
    return rateLimitedText(text, data.retryAfter);
  }
  return text || fallback;
}

/** errors.{field} as one message per field. */
export function fieldErrorsOf(data: ErrorFields): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(data.errors ?? {})) {
    const message = Array.isArray(value) ? value[0] : value;
    if (typeof message === "string" && message) out[field] = message;
  }
  return out;
}

/** The browser's IANA time zone, sent with the spec 2 calls. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}
