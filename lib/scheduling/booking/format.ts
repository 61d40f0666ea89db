import { formatTimeIn, toWallTime } from "../zoned-time";

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(zone: string, style: "short" | "long"): Intl.DateTimeFormat {
  const key = `${zone}|${style}`;
  let f = dateFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat("en-GB", {
      timeZone: zone,
      weekday: style,
      day: "numeric",
      month: style,
      ...(style === "long" ? { year: "numeric" } : {}),
    });
    dateFormats.set(key, f);
  }
  return f;
}

/** An instant as a viewer in `zone` reads it. */
export interface ViewerTime {
  /** Local date "YYYY-MM-DD" and time "HH:MM" (24 h). */
  date: string;
  time: string;
  /** "Fri, 14 Mar". */
  dateLabel: string;
  /** "Friday, 14 March 2025". */
  dateText: string;
  /** "4:30 PM (IST)". */
  timeText: string;
}

export function viewerTime(instant: Date, zone: string): ViewerTime {
  const wall = toWallTime(instant, zone);
  return {
    date: wall.date,
    time: wall.time,
    dateLabel: dateFormat(zone, "short").format(instant),
    dateText: dateFormat(zone, "long").format(instant),
    timeText: formatTimeIn(instant, zone),
  };
}
