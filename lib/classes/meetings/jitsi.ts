import { randomBytes } from "node:crypto";
import type { CreatedMeeting, VideoProvider } from "./types";

export const DEFAULT_JITSI_BASE_URL = "https://meet.jit.si";

/** Random bytes in a room name: 18 bytes = 144 bits, 24 base64url characters. */
export const JITSI_ROOM_BYTES = 18;

export interface JitsiOptions {
  /** The Jitsi Meet server (self-hosted, or the public meet.jit.si). */
  baseUrl?: string;
  /** Source of randomness (tests pin it); crypto.randomBytes by default. */
  random?: (size: number) => Buffer;
}

/**
 * A Jitsi room name nobody can guess: "class-" and 144 random bits in base64url. Even where a
 * server folds room names to lower case, more than 120 bits are left.
 */
export function jitsiRoomName(random: (size: number) => Buffer = randomBytes): string {
  return `class-${random(JITSI_ROOM_BYTES).toString("base64url")}`;
}

/**
 * Jitsi Meet rooms: made offline (a room exists once someone opens its link), no licences. The
 * host and the students open the same room; the display name travels in the URL fragment, which
 * the browser never sends to a server.
 */
export function jitsiProvider(options: JitsiOptions = {}): VideoProvider {
  const base = (options.baseUrl || DEFAULT_JITSI_BASE_URL).replace(/\/+$/, "");
  return {
    name: "jitsi",
    needsLicence: false,
    async createMeeting(): Promise<CreatedMeeting> {
      const room = jitsiRoomName(options.random);
      const url = `${base}/${room}`;
      return { externalId: room, joinUrl: url, hostUrl: url };
    },
  };
}

/** A Jitsi link that opens with this display name (set in the fragment: never sent to a server). */
export function jitsiLinkWithName(url: string, displayName: string): string {
  const name = displayName.trim();
  if (!name) return url;
  const setting = `userInfo.displayName=${encodeURIComponent(JSON.stringify(name))}`;
  return url.includes("#") ? `${url}&${setting}` : `${url}#${setting}`;
}

/** The link of a stored meeting as one person opens it (only Jitsi carries a display name). */
export function personalLink(provider: string, url: string, displayName: string): string {
  return provider === "jitsi" ? jitsiLinkWithName(url, displayName) : url;
}
