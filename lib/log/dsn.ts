/** Where and how error events are sent, read from a Sentry-compatible DSN. */
export interface Dsn {
  /** The project's public key (the DSN's user name). */
  key: string;
  projectId: string;
  /** The envelope endpoint: `{origin}{path}/api/{project}/envelope/`. */
  envelopeUrl: string;
}

/**
 * Reads a DSN of the form `https://<key>@<host>[/<path>]/<project id>` (Sentry, GlitchTip and
 * other Sentry-compatible servers); null when it is not one. Checked at start by lib/env.ts.
 */
export function parseDsn(value: string): Dsn | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.search || url.hash) return null;
  const key = url.username;
  const segments = url.pathname.split("/");
  const projectId = segments.pop() ?? "";
  if (!/^[A-Za-z0-9_-]+$/.test(key) || !/^\d+$/.test(projectId)) return null;
  const path = segments.join("/");
  return { key, projectId, envelopeUrl: `${url.origin}${path}/api/${projectId}/envelope/` };
}
