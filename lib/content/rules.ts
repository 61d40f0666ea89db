// The content rules of spec 3 §9 and spec 2 §9, in one place (browser-safe, no imports).

/** Blog list excerpts: cut at the first space after this many characters. */
export const BLOG_EXCERPT_CHARS = 200;
/** The top (featured) blog's text: cut at the first space after this many characters. */
export const BLOG_TOP_TEXT_CHARS = 700;
/** Tutorials page by six (spec 3 §9). */
export const TUTORIALS_PER_PAGE = 6;
/** Past events shown under the upcoming ones. */
export const PAST_EVENTS_SHOWN = 6;

export const CONTENT_MESSAGES = {
  noBlogs: "No blog found!!",
  noTutorials: "No tutorials available",
  noEvents: "No events available",
  unknownBlog: "Blog not found.",
} as const;

/**
 * Cuts `text` at the first space after `limit` characters and adds "..." (spec 3 §9: "blog text
 * is cut at the first space after 200 characters with an ellipsis"). Characters are Unicode code
 * points, so an emoji or an accented letter is never split. Text of `limit` characters or fewer,
 * or with no space after the limit, is returned whole. Runs of white space count as one space.
 */
export function cutAtSpaceAfter(text: string, limit: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  const chars = Array.from(flat);
  if (chars.length <= limit) return flat;
  const space = chars.indexOf(" ", limit);
  if (space === -1) return flat;
  return `${chars.slice(0, space).join("")}...`;
}

/** A blog list excerpt (200 characters, then the first space). */
export const blogExcerpt = (plain: string) => cutAtSpaceAfter(plain, BLOG_EXCERPT_CHARS);
/** The top blog's text (700 characters, then the first space). */
export const blogTopText = (plain: string) => cutAtSpaceAfter(plain, BLOG_TOP_TEXT_CHARS);
