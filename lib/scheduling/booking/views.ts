import type { DemoDay } from "./demo-slots";

/** One demo time as the slot chooser shows it (plain data: it crosses to the browser). */
export interface DemoTimeView {
  /** The demo occurrence id sent to enrollStudentToDemo. */
  id: string;
  teacherName: string;
  /** "04:30 PM (IST)" in the viewer's zone. */
  timeText: string;
  /** "14 March, 2025" in the viewer's zone. */
  dateText: string;
  remaining: number;
}

export interface DemoDayView {
  date: string;
  label: string;
  times: DemoTimeView[];
}

export function toDemoDayViews(days: DemoDay[]): DemoDayView[] {
  return days.map((d) => ({
    date: d.date,
    label: d.label,
    times: d.slots.map((s) => ({
      id: s.occurrenceId,
      teacherName: s.teacherName,
      timeText: s.viewer.timeText,
      dateText: s.viewer.dateText,
      remaining: s.remaining,
    })),
  }));
}
