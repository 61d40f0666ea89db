/** One event of an iCalendar file (RFC 5545). */
export interface IcsEvent {
  /** Globally unique and stable: a re-import updates the event instead of adding another. */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  url?: string;
  /** Cancelled events tell calendars to remove them. */
  cancelled?: boolean;
}

/** An instant as an iCalendar UTC date-time: 20261201T113000Z. */
const utc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

/** TEXT values escape backslash, semicolon, comma and newlines (RFC 5545 §3.3.11). */
const text = (s: string) =>
  s.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** Content lines longer than 75 octets are folded: CRLF and a space (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch, "utf8");
    const limit = parts.length === 0 ? 75 : 74;
    if (size + n > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** A subscribed calendar (decision 022): its name, and no METHOD (a feed is not an invitation). */
export interface IcsFeed {
  name: string;
}

/**
 * A calendar file with these events, dated `now` (DTSTAMP). With `feed`, a subscribed calendar
 * (lib/calendar-feed): named, refreshed hourly, without METHOD.
 */
export function buildIcs(
  events: readonly IcsEvent[],
  now: Date,
  product: string,
  feed?: IcsFeed,
): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${text(product)}//Classes//EN`,
    "CALSCALE:GREGORIAN",
    ...(feed
      ? [`X-WR-CALNAME:${text(feed.name)}`, "REFRESH-INTERVAL;VALUE=DURATION:PT1H"]
      : [`METHOD:${events.some((e) => e.cancelled) ? "CANCEL" : "PUBLISH"}`]),
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
