/** Top-level names reserved for examples and tests (RFC 2606, RFC 6761): never resolve. */
const RESERVED_HOST = /(^|\.)(example|invalid|test|localhost)$|(^|\.)example\.(com|net|org)$/i;

/**
 * Can a browser play a video at this address? A path on this site ("/media/file/12"), or an https
 * address on a host that can exist. Addresses on reserved names (the seed's placeholders such as
 * "videos.tutorlive.example") or in other schemes are dead links: course trailers and tutorials
 * with one are shown without a video link (issue 26: "course trailers play or are not shown";
 * decision 034).
 */
export function isPlayableVideoUrl(url: string): boolean {
  if (url.startsWith("/")) return !url.startsWith("//");
  try {
    const u = new URL(url);
    return u.protocol === "https:" && !RESERVED_HOST.test(u.hostname.replace(/\.$/, ""));
  } catch {
    return false;
  }
}
