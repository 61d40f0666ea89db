import { entryWindow } from "../entry-window";

/** The four class lists of the dashboards (spec 1 section 3, spec 3 section 7). */
export const CLASS_KINDS = ["upcoming", "past", "missed", "cancelled"] as const;
export type ClassKind = (typeof CLASS_KINDS)[number];

/** The legacy names of the four counts (spec 1 section 3: "upcomming" is the legacy spelling). */
export const COUNT_KEYS = {
  upcoming: "upcomming",
  past: "pastSlots",
  missed: "missedSlots",
  cancelled: "cancelledSlots",
} as const satisfies Record<ClassKind, string>;

export type ClassCounts = Record<ClassKind, number>;
export type LegacyCounts = { [K in ClassKind as (typeof COUNT_KEYS)[K]]: number };

export function legacyCounts(counts: ClassCounts): LegacyCounts {
  return {
    upcomming: counts.upcoming,
    pastSlots: counts.past,
    missedSlots: counts.missed,
    cancelledSlots: counts.cancelled,
  };
}

/** Upcoming classes read soonest first; the others most recent first. */
export const kindOrder = (kind: ClassKind): "asc" | "desc" =>
  kind === "upcoming" ? "asc" : "desc";

/** What a row's viewer may do with it now. */
export interface ClassActions {
  /** A student enters the class: from startEarlyMinutes before its start until its end. */
  canJoin: boolean;
  /** The teacher starts (or resumes) the class, in the same window. */
  canStart: boolean;
  /** A student gives up their seat, until the class starts. */
  canCancel: boolean;
  /** A student rates a class they attended and have not rated. */
  canRate: boolean;
}

export interface ActionFacts {
  kind: ClassKind;
  startsAt: Date;
  endsAt: Date;
  attended: boolean;
  rated: boolean;
}

/** Whether `now` is inside the class's entry window (lib/classes/entry-window.ts). */
export function inEntryWindow(startsAt: Date, endsAt: Date, now: Date): boolean {
  return entryWindow(startsAt, endsAt, now) === "open";
}

/** The actions of a class row for its viewer at `now` (pure: the lists and dashboards share it). */
export function classActions(
  row: ActionFacts,
  role: "student" | "teacher",
  now: Date,
): ClassActions {
  const upcoming = row.kind === "upcoming";
  const open = upcoming && inEntryWindow(row.startsAt, row.endsAt, now);
  return {
    canJoin: role === "student" && open,
    canStart: role === "teacher" && open,
    canCancel: role === "student" && upcoming && now.getTime() < row.startsAt.getTime(),
    canRate: role === "student" && row.kind === "past" && row.attended && !row.rated,
  };
}
