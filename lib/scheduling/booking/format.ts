import { formatLongDate, formatShortDate, formatTimeIn, formatWhenIn } from "../date-format";
import { toWallTime } from "../zoned-time";

/** An instant as a viewer in `zone` reads it (spec 3 section 9's forms, see date-format.ts). */
export interface ViewerTime {
  /** Local date "YYYY-MM-DD" and time "HH:MM" (24 h). */
  date: string;
  time: string;
  /** "Fri, 14 Mar": a compact day label for lists. */
  dateLabel: string;
  /** 'DD MMMM, yyyy': "14 March, 2025". */
  dateText: string;
  /** 'hh:mm A' with the zone's label: "04:30 PM (IST)". */
  timeText: string;
  /** "Friday, 14th Mar at 04:30 PM (IST)". */
  whenText: string;
}

export function viewerTime(instant: Date, zone: string): ViewerTime {
  const wall = toWallTime(instant, zone);
  return {
    date: wall.date,
    time: wall.time,
    dateLabel: formatShortDate(wall.date),
    dateText: formatLongDate(wall.date),
    timeText: formatTimeIn(instant, zone),
    whenText: formatWhenIn(instant, zone),
  };
}
