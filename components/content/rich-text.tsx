import type { Block } from "@/lib/content/markup";

/**
 * Renders parsed body blocks as text nodes only (never HTML), so anything typed, "<script>"
 * included, shows as text. Headings start at h2: the page's title is the h1.
 */
export function RichText({ blocks }: { blocks: Block[] }) {
  return (
    <div className="space-y-4 text-lg leading-relaxed text-slate-800">
      {blocks.map((b, i) => {
        if (b.kind === "heading") {
          return b.level === 2 ? (
            <h2 key={i} className="pt-4 text-2xl font-semibold text-slate-900">
              {b.text}
            </h2>
          ) : (
            <h3 key={i} className="pt-2 text-xl font-semibold text-slate-900">
              {b.text}
            </h3>
          );
        }
        if (b.kind === "list") {
          return (
            <ul key={i} className="list-disc space-y-1 pl-6">
              {b.items.map((item, j) => (
                <li key={j}>{item}</li>
              ))}
            </ul>
          );
        }
        return <p key={i}>{b.text}</p>;
      })}
    </div>
  );
}
