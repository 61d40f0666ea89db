/** Longest provider text quoted in an error (providers sometimes answer with a whole HTML page). */
const MAX_DETAIL = 300;

/**
 * The human part of a provider's error answer: `error.message`, `message`, `error` or
 * `description` of a JSON body, else the raw text. Every secret given is blanked out, so a provider
 * that echoes the request (key included) never puts it into our logs or the outbox.
 */
export async function providerErrorDetail(response: Response, secrets: string[]): Promise<string> {
  let text = "";
  try {
    text = await response.text();
  } catch {
    // The body could not be read; the status alone has to do.
  }
  let detail = text.trim();
  try {
    const json: unknown = JSON.parse(text);
    detail = pickMessage(json) ?? detail;
  } catch {
    // Not JSON: keep the text.
  }
  for (const secret of secrets) if (secret) detail = detail.split(secret).join("[redacted]");
  detail = detail.replace(/\s+/g, " ");
  if (detail.length > MAX_DETAIL) detail = `${detail.slice(0, MAX_DETAIL)}…`;
  return detail || response.statusText || "no message";
}

function pickMessage(json: unknown): string | undefined {
  if (!json || typeof json !== "object") return undefined;
  const o = json as Record<string, unknown>;
  const error = o.error;
  if (error && typeof error === "object") {
    const inner = (error as Record<string, unknown>).message;
    if (typeof inner === "string") return inner;
  }
  for (const value of [o.message, error, o.description, o.detail]) {
    if (typeof value === "string") return value;
  }
  return undefined;
}
