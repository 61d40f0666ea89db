/**
 * Demo class history: about eight weeks of past classes of the demo teacher, so dashboards and
 * reports show something on a fresh install. Deterministic: the classes follow the teacher's weekly
 * pattern on the 56 days before the seed's day (in India), and every outcome comes from the seed's
 * PRNG in order. Everything is in the past, so it never takes a time the booking tests use; the demo
 * student and sibling get paid classes only (their one free demo stays free).
 */
import { SeededRandom } from "../prng";
import { addDays, fromWallTime, toWallTime, weekdayOf } from "../../../lib/scheduling/zoned-time";

export const HISTORY_ZONE = "Asia/Kolkata";
export const HISTORY_DAYS = 56;
/** PRNG seed of the history (apart from the people's, so adding history changes no one's name). */
export const HISTORY_SEED = 20_251_107;

/** Who sits in a weekly slot: a demo account or the n-th other seeded student. */
export type HistorySeat = "student" | "sibling" | number;

/** The demo teacher's weekly paid slots (data/schedules.ts) and who learns in each. */
export const HISTORY_SLOTS: readonly {
  dayOfWeek: number;
  time: string;
  minutes: number;
  subject: "guitar" | "keyboard";
  seat: HistorySeat;
}[] = [
  { dayOfWeek: 1, time: "18:00", minutes: 60, subject: "keyboard", seat: "student" },
  { dayOfWeek: 3, time: "18:00", minutes: 60, subject: "guitar", seat: 0 },
  { dayOfWeek: 5, time: "18:00", minutes: 60, subject: "guitar", seat: 1 },
  { dayOfWeek: 2, time: "07:00", minutes: 60, subject: "guitar", seat: 2 },
  { dayOfWeek: 4, time: "07:00", minutes: 60, subject: "keyboard", seat: "student" },
  { dayOfWeek: 0, time: "17:00", minutes: 60, subject: "guitar", seat: "sibling" },
];

/** The Saturday group demo (10:00, 45 min): which Saturdays (weeks back) held one, and for whom. */
export const HISTORY_DEMOS: readonly { weeksBack: number; seats: number[] }[] = [
  { weeksBack: 7, seats: [3, 4] },
  { weeksBack: 4, seats: [5] },
  { weeksBack: 2, seats: [6, 7] },
];

const NOTES_GUITAR = [
  "Open chords: E, A, D and smooth changes",
  "Strumming patterns in 4/4",
  "Power chords and palm muting",
  "Fingerstyle warm-up and a Bollywood intro riff",
  "Reading tabs; 'Tum Hi Ho' verse",
  "Barre chord F, and a practice plan",
  "Minor pentatonic scale, box 1",
];
const NOTES_KEYBOARD = [
  "C major scale, hands separately",
  "Chords I–IV–V in C",
  "Left-hand accompaniment patterns",
  "Sight-reading: Grade 1 pieces",
  "Playing with a metronome at 80 bpm",
  "Trinity Grade 1: 'Minuet in G'",
];

export type Outcome = "attended" | "missed" | "not_started" | "leave" | "teacher_cancelled";

export interface HistorySeatPlan {
  seat: HistorySeat;
  outcome: Outcome;
  /** Minutes after the class time the student entered (attended only). */
  joinedAfterMinutes: number | null;
  /** Booked this many days before the class. */
  bookedDaysBefore: number;
  /** Hours before the class it was cancelled (leave and teacher_cancelled). */
  cancelledHoursBefore: number | null;
  rating: number | null;
}

export interface HistoryClass {
  startsAt: Date;
  endsAt: Date;
  subject: "guitar" | "keyboard";
  isDemo: boolean;
  /** Session status: 3 held, 4 missed, 5 cancelled; a seat cancelled by its student leaves it 1. */
  status: number;
  title: string | null;
  /** Minutes after the class time the teacher started the meeting; null: no meeting. */
  meetingAfterMinutes: number | null;
  seats: HistorySeatPlan[];
}

function outcomeOf(rng: SeededRandom): Outcome {
  const r = rng.float();
  if (r < 0.07) return "teacher_cancelled";
  if (r < 0.15) return "leave";
  if (r < 0.24) return "missed";
  if (r < 0.27) return "not_started";
  return "attended";
}

/** Mostly on time, sometimes a few minutes late, now and then very late. */
function meetingDelay(rng: SeededRandom): number {
  const r = rng.float();
  if (r < 0.74) return rng.int(-4, 2);
  if (r < 0.9) return rng.int(3, 9);
  return rng.int(11, 18);
}

/** Under a day (last-minute) for about half the cancellations, otherwise one to three days. */
const cancelHours = (rng: SeededRandom) => (rng.chance(0.5) ? rng.int(2, 20) : rng.int(30, 72));

function seatPlan(rng: SeededRandom, seat: HistorySeat, outcome: Outcome): HistorySeatPlan {
  const attended = outcome === "attended";
  return {
    seat,
    outcome,
    joinedAfterMinutes: attended ? rng.int(0, 4) : null,
    bookedDaysBefore: rng.int(2, 12),
    cancelledHoursBefore:
      outcome === "leave" || outcome === "teacher_cancelled" ? cancelHours(rng) : null,
    rating: attended && rng.chance(0.55) ? (rng.chance(0.8) ? 5 : rng.pick([3, 4, 4])) : null,
  };
}

function classStatus(outcomes: Outcome[]): number {
  if (outcomes.every((o) => o === "teacher_cancelled")) return 5;
  if (outcomes.some((o) => o === "attended")) return 3;
  if (outcomes.every((o) => o === "leave")) return 1;
  return 4;
}

/** The classes of the 56 days before `now`'s day in India, oldest first. */
export function buildClassHistory(now: Date, seed = HISTORY_SEED): HistoryClass[] {
  const rng = new SeededRandom(seed);
  const today = toWallTime(now, HISTORY_ZONE).date;
  const out: HistoryClass[] = [];
  const demoDays = new Map<number, number[]>();
  for (const d of HISTORY_DEMOS) demoDays.set(d.weeksBack, d.seats);
  let note = 0;
  for (let back = HISTORY_DAYS; back >= 1; back--) {
    const date = addDays(today, -back);
    const weekday = weekdayOf(date);
    const todays = HISTORY_SLOTS.filter((s) => s.dayOfWeek === weekday).map((s) => ({
      ...s,
      isDemo: false,
      seats: [s.seat] as HistorySeat[],
    }));
    const demoSeats = weekday === 6 ? demoDays.get(Math.ceil(back / 7)) : undefined;
    if (demoSeats) {
      todays.push({
        dayOfWeek: 6,
        time: "10:00",
        minutes: 45,
        subject: "guitar",
        seat: demoSeats[0]!,
        isDemo: true,
        seats: demoSeats,
      });
    }
    for (const slot of todays.sort((a, b) => (a.time < b.time ? -1 : 1))) {
      const startsAt = fromWallTime(date, slot.time, HISTORY_ZONE);
      const endsAt = new Date(startsAt.getTime() + slot.minutes * 60_000);
      // A demo is never cancelled in the demo data: the students come, or they do not.
      const first = slot.isDemo ? (rng.chance(0.8) ? "attended" : "missed") : outcomeOf(rng);
      const outcomes = slot.seats.map((_, i) =>
        i === 0 ? first : rng.chance(0.75) ? "attended" : ("missed" as Outcome),
      );
      const seats = slot.seats.map((seat, i) => seatPlan(rng, seat, outcomes[i]!));
      const status = classStatus(outcomes);
      const started = status === 3 || (status === 4 && !outcomes.includes("not_started"));
      const notes = slot.subject === "keyboard" ? NOTES_KEYBOARD : NOTES_GUITAR;
      out.push({
        startsAt,
        endsAt,
        subject: slot.subject,
        isDemo: slot.isDemo,
        status,
        title: slot.isDemo
          ? "Free demo: first chords"
          : status === 5
            ? null
            : notes[note++ % notes.length]!,
        meetingAfterMinutes: started ? meetingDelay(rng) : null,
        seats,
      });
    }
  }
  return out;
}

/** An India wall-clock time `days` after `now`'s day (the preferred-time requests of the seed). */
export function daysAheadAt(now: Date, days: number, time: string): Date {
  return fromWallTime(addDays(toWallTime(now, HISTORY_ZONE).date, days), time, HISTORY_ZONE);
}
