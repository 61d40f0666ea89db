import {
  VideoProviderError,
  type FetchLike,
  type MeetingRequest,
  type VideoProvider,
} from "./types";

export const ZOOM_TOKEN_URL = "https://zoom.us/oauth/token";
export const ZOOM_API = "https://api.zoom.us/v2";

/** A token is used until this long before Zoom says it expires. */
export const ZOOM_TOKEN_MARGIN_MS = 60_000;

export interface ZoomOptions {
  accountId: string;
  clientId: string;
  clientSecret: string;
  fetch: FetchLike;
  /** The server's clock (lib/clock now() in the app; tests move it to expire the cached token). */
  now: () => Date;
}

type Json = Record<string, unknown>;

async function readJson(res: Response): Promise<Json> {
  const body: unknown = await res.json().catch(() => ({}));
  return body && typeof body === "object" ? (body as Json) : {};
}

/** Zoom's error answer ({ code, message } or OAuth's { reason, error }) as a typed error. */
async function zoomError(res: Response, what: string): Promise<VideoProviderError> {
  const body = await readJson(res);
  const detail = [body.message, body.reason, body.error].find((v) => typeof v === "string");
  const code =
    typeof body.code === "number" || typeof body.code === "string" ? body.code : undefined;
  return new VideoProviderError(
    `Zoom ${what} failed (${res.status})${detail ? `: ${String(detail)}` : ""}`,
    res.status,
    code,
  );
}

/** Zoom wants start_time without milliseconds: 2026-11-20T10:00:00Z. */
const zoomTime = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, "Z");

/**
 * Zoom through a server-to-server OAuth app: an account-credentials token (cached until shortly
 * before it expires) creates a scheduled meeting for the licence's host user. The host opens
 * start_url, students join_url.
 */
export function zoomProvider(options: ZoomOptions): VideoProvider {
  const clock = () => options.now().getTime();
  const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString("base64");
  let cached: { token: string; until: number } | null = null;
  let pending: Promise<string> | null = null;

  async function send(url: string, init: RequestInit, what: string): Promise<Response> {
    let res: Response;
    try {
      res = await options.fetch(url, init);
    } catch (error) {
      throw new VideoProviderError(
        `Zoom ${what} failed: ${error instanceof Error ? error.message : "unreachable"}`,
        0,
      );
    }
    if (!res.ok) {
      if (res.status === 401) cached = null;
      throw await zoomError(res, what);
    }
    return res;
  }

  async function requestToken(): Promise<string> {
    const res = await send(
      ZOOM_TOKEN_URL,
      {
        method: "POST",
        headers: {
          authorization: `Basic ${basic}`,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({
          grant_type: "account_credentials",
          account_id: options.accountId,
        }).toString(),
      },
      "token request",
    );
    const body = await readJson(res);
    if (typeof body.access_token !== "string" || !body.access_token) {
      throw new VideoProviderError("Zoom token request answered no access_token", res.status);
    }
    const seconds = typeof body.expires_in === "number" ? body.expires_in : 3600;
    cached = { token: body.access_token, until: clock() + seconds * 1000 - ZOOM_TOKEN_MARGIN_MS };
    return body.access_token;
  }

  async function token(): Promise<string> {
    if (cached && clock() < cached.until) return cached.token;
    pending ??= requestToken().finally(() => {
      pending = null;
    });
    return pending;
  }

  async function api(path: string, init: RequestInit, what: string): Promise<Response> {
    const headers = { authorization: `Bearer ${await token()}`, ...(init.headers as object) };
    return send(`${ZOOM_API}${path}`, { ...init, headers }, what);
  }

  return {
    name: "zoom",
    needsLicence: true,
    async createMeeting(request: MeetingRequest) {
      if (!request.hostUser) throw new VideoProviderError("A Zoom meeting needs a host user", 0);
      const res = await api(
        `/users/${encodeURIComponent(request.hostUser)}/meetings`,
        {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            topic: request.topic.slice(0, 200),
            type: 2,
            start_time: zoomTime(request.startsAt),
            duration: request.durationMinutes,
            timezone: "UTC",
            settings: {
              join_before_host: false,
              waiting_room: false,
              host_video: true,
              participant_video: true,
              mute_upon_entry: true,
            },
          }),
        },
        "meeting creation",
      );
      const body = await readJson(res);
      const id = typeof body.id === "number" || typeof body.id === "string" ? String(body.id) : "";
      if (!id || typeof body.join_url !== "string" || typeof body.start_url !== "string") {
        throw new VideoProviderError("Zoom answered a meeting without id or links", res.status);
      }
      return { externalId: id, joinUrl: body.join_url, hostUrl: body.start_url };
    },
    async refreshHostUrl(externalId) {
      const res = await api(
        `/meetings/${encodeURIComponent(externalId)}`,
        { method: "GET" },
        "meeting lookup",
      );
      const body = await readJson(res);
      if (typeof body.start_url !== "string") {
        throw new VideoProviderError("Zoom answered a meeting without start_url", res.status);
      }
      return body.start_url;
    },
    async deleteMeeting(externalId) {
      await api(
        `/meetings/${encodeURIComponent(externalId)}`,
        { method: "DELETE" },
        "meeting removal",
      );
    },
  };
}
