// The tiny markup of blog bodies and descriptions (browser-safe). Text is never HTML: blocks are
// parsed into plain strings that React renders as text nodes, so "<script>" shows as typed.
//
//   ## A heading          -> level-2 heading (### -> level 3)
//   - an item             -> a bullet list (consecutive "- " lines)
//   anything else         -> a paragraph; a blank line ends a block

export type Block =
  | { kind: "heading"; level: 2 | 3; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "paragraph"; text: string };

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** Parses a body into blocks. Never throws; unknown syntax is paragraph text. */
export function parseMarkup(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: "paragraph", text: paragraph.join(" ") });
    if (list.length) blocks.push({ kind: "list", items: list });
    paragraph = [];
    list = [];
  };
  for (const raw of source.replace(CONTROL, "").split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    const heading = /^(#{2,3})\s+(.+)$/.exec(line);
    if (heading) {
      flush();
      blocks.push({
        kind: "heading",
        level: heading[1]?.length === 3 ? 3 : 2,
        text: heading[2] ?? "",
      });
      continue;
    }
    const item = /^[-*]\s+(.+)$/.exec(line);
    if (item) {
      if (paragraph.length) flush();
      list.push(item[1] ?? "");
      continue;
    }
    if (list.length) flush();
    paragraph.push(line);
  }
  flush();
  return blocks;
}

/** The body as one line of plain text (for excerpts, descriptions and JSON-LD). */
export function plainText(source: string): string {
  return parseMarkup(source)
    .map((b) => (b.kind === "list" ? b.items.join(" ") : b.text))
    .join(" ");
}
