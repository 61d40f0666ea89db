import { CONTEST_AGE } from "@/lib/contest/rules";

/** The ages a contest form offers (CONTEST_AGE.min to max). */
export const CONTEST_AGES = Array.from({ length: CONTEST_AGE.max - CONTEST_AGE.min + 1 }, (_, i) =>
  String(i + CONTEST_AGE.min),
);
