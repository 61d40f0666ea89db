/**
 * The client's file name is only ever shown back (never a storage key). It is refused when it
 * tries to name a path (a separator or a dot-dot segment) or carries control characters, and
 * trimmed to 160 characters otherwise.
 */
export function safeOriginalName(name: string | undefined | null): string | null {
  const raw = (name ?? "").normalize("NFC");
  if (raw.trim() === "") return null;
  if (/[\u0000-\u001f\u007f/\\]/.test(raw)) return null;
  if (raw.split(".").every((part) => part === "") || raw.includes("..")) return null;
  const trimmed = raw.trim();
  if (trimmed.length <= 160) return trimmed;
  const dot = trimmed.lastIndexOf(".");
  const ext = dot > 0 && trimmed.length - dot <= 10 ? trimmed.slice(dot) : "";
  return trimmed.slice(0, 160 - ext.length) + ext;
}

/** YouTube video ids are 11 characters of the URL-safe base64 alphabet. */
export const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** YouTube's own hosts (youtu.be short links aside). */
export const YOUTUBE_HOSTS: ReadonlySet<string> = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);

/** A link given instead of a video file: a YouTube video id, a plain http(s) URL, or null. */
export function parseVideoLink(text: string): { youtubeId: string } | { linkUrl: string } | null {
  const value = text.trim();
  if (value === "" || value.length > 500) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  let id: string | null = null;
  if (host === "youtu.be") id = url.pathname.slice(1).split("/")[0] ?? null;
  else if (YOUTUBE_HOSTS.has(host)) {
    if (url.pathname === "/watch") id = url.searchParams.get("v");
    else {
      const m = /^\/(?:embed|shorts|live|v)\/([^/]+)/.exec(url.pathname);
      id = m?.[1] ?? null;
    }
    if (!id || !YOUTUBE_ID.test(id)) return null;
  }
  if (id !== null) return YOUTUBE_ID.test(id) ? { youtubeId: id } : null;
  return { linkUrl: url.toString() };
}
