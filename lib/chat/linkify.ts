/**
 * A message's text as plain-text and link pieces (issue 19). Nothing from a message ever becomes
 * HTML: the page renders each piece as a text node (React escapes it) or an anchor whose href is a
 * parsed http(s) URL — javascript:, data:, vbscript: and every other scheme stay text.
 */
export type TextPiece =
  { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

const URL_LIKE = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence rather than the address. */
const TRAILING = /[.,;:!?)\]}]+$/;

/** The safe href of a candidate, or null when it is not an http(s) address. */
export function safeHref(candidate: string): string | null {
  const withScheme = /^www\./i.test(candidate) ? `https://${candidate}` : candidate;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (!url.hostname) return null;
  return url.href;
}

export function linkify(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let last = 0;
  const pushText = (t: string) => {
    if (!t) return;
    const prev = pieces.at(-1);
    if (prev?.kind === "text") prev.text += t;
    else pieces.push({ kind: "text", text: t });
  };
  for (const match of text.matchAll(URL_LIKE)) {
    const start = match.index;
    const raw = match[0].replace(TRAILING, "");
    const href = safeHref(raw);
    pushText(text.slice(last, start));
    if (href) pieces.push({ kind: "link", text: raw, href });
    else pushText(raw);
    last = start + raw.length;
  }
  pushText(text.slice(last));
  return pieces;
}

/** The rel every message link carries: no opener, no referrer, no endorsement. */
export const LINK_REL = "noopener noreferrer nofollow";
