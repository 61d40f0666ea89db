import type { Db } from "@/db/client";
import type { SessionUser } from "@/lib/auth/session-user";
import { forbidden, unauthorized } from "@/lib/errors";
import { encodeId } from "@/lib/ids";
import { avatarSrc } from "@/lib/media/avatar-src";
import type { Currency } from "@/lib/money/currency";
import {
  effectiveSort,
  SEARCH_PAGE_SIZE,
  searchCurrency,
  type SearchFilters,
  type SearchSort,
} from "./filters";
import { rowsOf } from "../../db-rows";
import { searchWindows } from "./day-parts";
import { executePrepared } from "./execute-prepared";
import { searchSql, searchWords, type SearchRow } from "./search-sql";

export const FOLLOWING_MESSAGES = {
  login: "Please log in as a student to see the teachers you follow.",
  studentsOnly: "Only students can follow teachers.",
} as const;

/** A teacher in search results: the teacher card's fields plus the caller's like and follow. */
export interface SearchTeacher {
  id: number;
  firstName: string;
  lastName: string;
  /** The photo's address, null until the teacher uploads one. */
  avatarSrc: string | null;
  headline: string;
  experienceYears: number;
  languages: string[];
  priceInrMinor: number;
  priceUsdMinor: number;
  /** Price of one class in the search's currency. */
  priceMinor: number;
  rating: number;
  ratingCount: number;
  streamId: number;
  stream: string;
  streamSlug: string;
  /** The primary subject (teacher cards show it). */
  subject: string | null;
  primarySubjects: string[];
  secondarySubjects: string[];
  liked: boolean;
  following: boolean;
  profilePath: string;
  /** Sort next_free only: the next free demo time (ISO instant), null when none. */
  nextFreeAt?: string | null;
}

export interface SearchResult {
  teachers: SearchTeacher[];
  total: number;
  page: number;
  perPage: number;
  pageCount: number;
  currency: Currency;
  sort: SearchSort;
}

/**
 * Who may use a filter: `following` needs a student (anonymous: 401, other roles: 403). Returns
 * the student id whose likes and follows the results carry (null for anyone else).
 */
export function searchViewer(user: SessionUser | null, filters: Pick<SearchFilters, "following">) {
  if (filters.following) {
    if (!user) throw unauthorized(FOLLOWING_MESSAGES.login);
    if (user.role !== "student") throw forbidden(FOLLOWING_MESSAGES.studentsOnly);
  }
  return { studentId: user?.role === "student" ? user.id : null };
}

/**
 * Searches active teachers with every filter in ONE SQL statement (see search-sql.ts). The page
 * and the legacy call both come here. `viewerCurrency` is the caller's currency by time zone; `cur`
 * overrides it. `time` and `day` look at the coming week from `when.now` in the viewer's zone.
 */
export async function searchTeachers(
  db: Db,
  user: SessionUser | null,
  filters: SearchFilters,
  viewerCurrency: Currency,
  when: { zone: string; now: Date },
): Promise<SearchResult> {
  const windows = searchWindows(filters, when.zone, when.now);
  const viewer = {
    ...searchViewer(user, filters),
    now: when.now,
    ...(windows ? { timeWindows: windows } : {}),
  };
  const currency = searchCurrency(filters, viewerCurrency);
  const rows = rowsOf<SearchRow>(await executePrepared(db, searchSql(filters, viewer, currency)));
  const total = Number(rows[0]?.total ?? 0);
  const teachers = rows.flatMap((r) => (r.id === null ? [] : [toSearchTeacher(r, currency)]));
  return {
    teachers,
    total,
    page: filters.page,
    perPage: SEARCH_PAGE_SIZE,
    pageCount: Math.ceil(total / SEARCH_PAGE_SIZE),
    currency,
    sort: effectiveSort({ filter: filters.filter, text: searchWords(filters.text) }),
  };
}

function toSearchTeacher(r: SearchRow, currency: Currency): SearchTeacher {
  const id = Number(r.id);
  const priceInrMinor = Number(r.price_inr_minor);
  const priceUsdMinor = Number(r.price_usd_minor);
  return {
    id,
    firstName: r.first_name,
    lastName: r.last_name,
    avatarSrc: avatarSrc(id, r.avatar_path),
    headline: r.headline,
    experienceYears: Number(r.experience_years),
    languages: r.languages,
    priceInrMinor,
    priceUsdMinor,
    priceMinor: currency === "INR" ? priceInrMinor : priceUsdMinor,
    rating: Number(r.rating),
    ratingCount: Number(r.rating_count),
    streamId: Number(r.stream_id),
    stream: r.stream_name,
    streamSlug: r.stream_slug,
    subject: r.primary_subjects[0] ?? null,
    primarySubjects: r.primary_subjects,
    secondarySubjects: r.secondary_subjects,
    liked: Boolean(r.liked),
    following: Boolean(r.following),
    profilePath: `/teacher-profile/${encodeId(id)}`,
    ...(r.next_free_at !== undefined
      ? { nextFreeAt: r.next_free_at === null ? null : new Date(r.next_free_at).toISOString() }
      : {}),
  };
}
