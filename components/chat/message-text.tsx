import { LINK_REL, linkify } from "@/lib/chat/linkify";

/** A message's text with its http(s) links as anchors; everything else is a plain text node. */
export function MessageText({ text }: { text: string }) {
  return (
    <span className="whitespace-pre-wrap break-words">
      {linkify(text).map((piece, i) =>
        piece.kind === "link" ? (
          <a
            key={i}
            href={piece.href}
            target="_blank"
            rel={LINK_REL}
            className="underline underline-offset-2"
          >
            {piece.text}
          </a>
        ) : (
          piece.text
        ),
      )}
    </span>
  );
}
