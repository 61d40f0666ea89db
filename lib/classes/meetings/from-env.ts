import { jitsiProvider } from "./jitsi";
import type { FetchLike, VideoProvider } from "./types";
import { zoomProvider } from "./zoom";

type Env = Record<string, string | undefined>;

/** What the start service needs from the video side: the provider and its licence hosts. */
export interface VideoDeps {
  provider: VideoProvider;
  /**
   * The licensed host users of the pool (ZOOM_HOST_USERS), kept in video_licences. Empty for
   * providers without licences.
   */
  hostUsers: readonly string[];
}

export function isZoomConfigured(env: Env = process.env): boolean {
  return Boolean(env.ZOOM_ACCOUNT_ID && env.ZOOM_CLIENT_ID && env.ZOOM_CLIENT_SECRET);
}

/** ZOOM_HOST_USERS as a list: comma separated, trimmed, without blanks or repeats. */
export function parseHostUsers(value: string | undefined): string[] {
  const list = (value ?? "").split(",").map((s) => s.trim());
  return [...new Set(list.filter(Boolean))];
}

/**
 * The one place the video provider is chosen: Zoom when its three keys are set (hosting on the
 * licences in ZOOM_HOST_USERS, or on the app owner's own user "me" when none are listed),
 * otherwise Jitsi rooms on JITSI_BASE_URL (default https://meet.jit.si). `now` is the server's clock
 * (Zoom's token is cached by it).
 */
export function videoDepsFromEnv(env: Env, now: () => Date, fetch?: FetchLike): VideoDeps {
  if (isZoomConfigured(env)) {
    const hosts = parseHostUsers(env.ZOOM_HOST_USERS);
    return {
      provider: zoomProvider({
        accountId: env.ZOOM_ACCOUNT_ID!,
        clientId: env.ZOOM_CLIENT_ID!,
        clientSecret: env.ZOOM_CLIENT_SECRET!,
        fetch: fetch ?? ((input, init) => globalThis.fetch(input, init)),
        now,
      }),
      hostUsers: hosts.length > 0 ? hosts : ["me"],
    };
  }
  return { provider: jitsiProvider({ baseUrl: env.JITSI_BASE_URL }), hostUsers: [] };
}
