import type { FeedEvent } from "./feed-events";

// Interim iCalendar writer for the feeds; replaced by lib/notify/ics.ts (branch money-orders) at
// merge, so the codebase keeps one writer.

const utc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** TEXT escaping (RFC 5545 §3.3.11). */
const text = (s: string) =>
  s.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** Lines over 75 octets fold with CRLF and a space (RFC 5545 §3.1). */
function fold(line: string): string {
  const out: string[] = [];
  let current = "";
  for (const ch of line) {
    const limit = out.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + ch, "utf8") > limit) {
      out.push(current);
      current = "";
    }
    current += ch;
  }
  out.push(current);
  return out.join("\r\n ");
}

/** A subscribed calendar (no METHOD: a feed is published, never an invitation). */
export function buildFeedIcs(events: readonly FeedEvent[], now: Date, name: string): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${text(name)}//Classes//EN`,
    "CALSCALE:GREGORIAN",
    `X-WR-CALNAME:${text(name)}`,
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
  ];
  for (const e of events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${e.uid}`,
      `DTSTAMP:${utc(now)}`,
      `DTSTART:${utc(e.start)}`,
      `DTEND:${utc(e.end)}`,
      `SUMMARY:${text(e.summary)}`,
    );
    if (e.description) lines.push(`DESCRIPTION:${text(e.description)}`);
    if (e.url) lines.push(`URL:${e.url}`);
    lines.push(`STATUS:${e.cancelled ? "CANCELLED" : "CONFIRMED"}`, "END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return lines.map(fold).join("\r\n") + "\r\n";
}
