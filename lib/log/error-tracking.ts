import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { parseDsn, type Dsn } from "./dsn";
import { serializeError } from "./redaction.mjs";

/** One unexpected error, as the tracker receives it. */
export interface TrackedError {
  error: unknown;
  /** What failed, in our words ("Unhandled error in route handler"). */
  message: string;
  requestId?: string;
  /** `METHOD /path` of the request, when there is one. */
  route?: string;
  level?: "error" | "fatal";
}

export interface ErrorTracker {
  /** Sends the event; never throws and never rejects (a failure goes to `onFailure`). */
  capture(event: TrackedError): Promise<void>;
}

export interface ErrorTrackerDeps {
  dsn: Dsn;
  fetch: typeof fetch;
  now(): Date;
  /** `environment` of the events (ERROR_TRACKING_ENV, else NODE_ENV). */
  environment: string;
  onFailure(error: unknown): void;
}

/** No DSN, no tracking: the default. */
export const NO_ERROR_TRACKING: ErrorTracker = { capture: async () => {} };

export const ERROR_TRACKING_TIMEOUT_MS = 5_000;
const CLIENT = "tutoring-marketplace/1.0";

/**
 * Sends unexpected errors to a Sentry-compatible server as one envelope each (the ingest API every
 * Sentry-compatible server accepts), authenticated by the DSN's key in X-Sentry-Auth. The message
 * and stack are scrubbed like a log line's (redaction.mjs). Off unless ERROR_TRACKING_DSN is set.
 */
export function createErrorTracker(deps: ErrorTrackerDeps): ErrorTracker {
  return {
    async capture(event) {
      try {
        const response = await deps.fetch(deps.dsn.envelopeUrl, {
          method: "POST",
          headers: {
            "content-type": "application/x-sentry-envelope",
            "x-sentry-auth": `Sentry sentry_version=7, sentry_client=${CLIENT}, sentry_key=${deps.dsn.key}`,
          },
          body: envelope(event, deps),
          signal: AbortSignal.timeout(ERROR_TRACKING_TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`The error tracker answered ${response.status}`);
      } catch (error) {
        try {
          deps.onFailure(error);
        } catch {
          // Reporting the failure failed too; the answer to the request must not suffer for it.
        }
      }
    },
  };
}

/** The tracker ERROR_TRACKING_DSN asks for, or none. */
export function errorTrackerFromEnv(
  env: Record<string, string | undefined>,
  deps: Omit<ErrorTrackerDeps, "dsn" | "environment">,
): ErrorTracker {
  const dsn = env.ERROR_TRACKING_DSN?.trim() ? parseDsn(env.ERROR_TRACKING_DSN) : null;
  if (!dsn) return NO_ERROR_TRACKING;
  const environment = env.ERROR_TRACKING_ENV?.trim() || env.NODE_ENV?.trim() || "development";
  return createErrorTracker({ ...deps, dsn, environment });
}

/** An envelope of one event: its header line, the item's header line, the event. */
function envelope(event: TrackedError, deps: Pick<ErrorTrackerDeps, "now" | "environment">) {
  const eventId = randomUUID().replaceAll("-", "");
  const at = deps.now().toISOString();
  const error = serializeError(event.error);
  const payload = {
    event_id: eventId,
    timestamp: at,
    platform: "node",
    level: event.level ?? "error",
    logger: "app",
    server_name: hostname(),
    environment: deps.environment,
    message: { formatted: event.message },
    exception: { values: [{ type: error.type, value: error.message }] },
    tags: {
      ...(event.requestId ? { requestId: event.requestId } : {}),
      ...(event.route ? { route: event.route } : {}),
    },
    extra: { stack: error.stack ?? null, cause: error.cause ?? null },
  };
  return [
    JSON.stringify({ event_id: eventId, sent_at: at }),
    JSON.stringify({ type: "event", content_type: "application/json" }),
    JSON.stringify(payload),
  ].join("\n");
}
