import { YOUTUBE_HOSTS, YOUTUBE_ID } from "@/lib/media/library/names";

/**
 * The video id of a YouTube link (watch, youtu.be, shorts, embed, live), or null when the text is
 * not a YouTube video link. Only https/http links on YouTube's own hosts count.
 */
export function youtubeId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const host = url.hostname.toLowerCase();
  let candidate: string | null = null;
  if (host === "youtu.be") {
    candidate = url.pathname.split("/")[1] ?? null;
  } else if (YOUTUBE_HOSTS.has(host)) {
    const parts = url.pathname.split("/").filter(Boolean);
    if (parts[0] === "watch") candidate = url.searchParams.get("v");
    else if (["embed", "shorts", "live", "v"].includes(parts[0] ?? ""))
      candidate = parts[1] ?? null;
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

/** The privacy-enhanced (no cookies until play) embed address of a YouTube video. */
export function youtubeEmbedUrl(id: string): string {
  if (!YOUTUBE_ID.test(id)) throw new Error("not a YouTube video id");
  return `https://www.youtube-nocookie.com/embed/${id}?rel=0`;
}

/** YouTube's own still of a video, used as the thumbnail of a link. */
export function youtubeThumbnailUrl(id: string): string {
  if (!YOUTUBE_ID.test(id)) throw new Error("not a YouTube video id");
  return `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
}
