import { sql, type SQL } from "drizzle-orm";
import type { Currency } from "@/lib/money/currency";
import { listedTeacher } from "../approved";
import {
  effectiveSort,
  SEARCH_PAGE_SIZE,
  type IdOrSlug,
  type SearchFilters,
  type SearchSort,
} from "./filters";
import { nextFreeDemoTimes } from "@/lib/scheduling/timetable/next-free-sql";
import { DAY_PART_HORIZON_DAYS, type TimeWindow } from "./day-parts";

/** Words that say "I want a teacher" rather than what to learn; left out of the text match. */
const NOISE_WORDS = new Set([
  "teacher",
  "teachers",
  "tutor",
  "tutors",
  "tuition",
  "class",
  "classes",
  "lesson",
  "lessons",
  "course",
  "courses",
  "online",
  "live",
  "near",
  "me",
  "for",
  "the",
  "a",
  "an",
  "in",
  "of",
  "to",
  "with",
]);

/**
 * The words a text search matches on: lower case, without punctuation that means nothing to
 * either matcher, and without noise words ("guitar teacher" searches "guitar"). Empty: no text
 * condition at all.
 */
export function searchWords(text: string | undefined): string {
  if (!text) return "";
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#.'-]+/u)
    .map((w) => w.replace(/^[.'-]+|[.'-]+$/g, ""))
    .filter((w) => w && /[\p{L}\p{N}]/u.test(w));
  const kept = words.filter((w) => !NOISE_WORDS.has(w));
  return kept.join(" ").slice(0, 100);
}

/** Who is searching: likes and follows are the caller's own; only students have them. */
export interface SearchViewer {
  studentId: number | null;
  /**
   * The time filter's windows: the instants of the coming week in the asked part of the viewer's
   * day (day-parts.ts). Absent: no time filter.
   */
  timeWindows?: TimeWindow[];
  /** The request's clock: "next free" times are after it (sort next_free). */
  now: Date;
}

/**
 * Teachers with an active weekly slot that starts inside one of the windows. Each slot is placed
 * on the teacher's local dates from today (the teacher's own zone) for eight days, and its local
 * time is turned into an instant with Postgres's IANA rules (at time zone users.time_zone), so
 * both sides follow their own DST; no fixed offsets.
 */
function slotStartsIn(windows: TimeWindow[]): SQL {
  if (windows.length === 0) return sql`false`;
  const ranges = sql.join(
    windows.map(
      (w) =>
        sql`tstzrange(${w.start.toISOString()}::timestamptz, ${w.end.toISOString()}::timestamptz, '[)')`,
    ),
    sql`, `,
  );
  const from = windows[0]!.start.toISOString();
  return sql`tp.user_id in (select s.teacher_id from teacher_slots s
      join users su on su.id = s.teacher_id
      cross join lateral (select (${from}::timestamptz at time zone su.time_zone)::date + g.n as d
                            from generate_series(0, ${DAY_PART_HORIZON_DAYS}) g(n)) day
     where s.is_active and extract(dow from day.d) = s.day_of_week
       and ((day.d + s.start_time) at time zone su.time_zone) <@ any(array[${ranges}]))`;
}

const idOrSlug = (column: SQL, slugTable: "streams" | "subjects", v: IdOrSlug) =>
  "id" in v
    ? sql`${column} = ${v.id}`
    : sql`${column} = (select x.id from ${sql.raw(slugTable)} x where x.slug = ${v.slug})`;

/**
 * The full-text document: the stored column to_tsvector('simple', search_document) (GIN index
 * teacher_profiles_search_tsv_idx), so neither the match nor ts_rank parses a document again.
 */
const FTS_DOCUMENT = sql.raw(`tp.search_tsv`);
const tsQuery = (words: string) => sql`websearch_to_tsquery('simple', ${words})`;

/** Words at least this long are also matched against subject and stream names (typos). */
const VOCABULARY_MIN_LENGTH = 4;
/**
 * word_similarity a word needs with a subject or stream name to count as a typo of it: "gitar"
 * and "Guitar" score 0.5, "pyton" and "Python" 0.5, while "astrophysics" and "Physics" 0.46.
 */
export const VOCABULARY_SIMILARITY = 0.45;

/**
 * The teachers the words find, each with a relevance score summed over the ways it was found;
 * every way is index-backed:
 * - full text, every word in any order (GIN on to_tsvector('simple', search_document)):
 *   1 + ts_rank (ts_rank only when sorting by relevance);
 * - teaching a subject whose name a word resembles at VOCABULARY_SIMILARITY or more (the small
 *   subjects table, then teacher_subjects): "gitar" finds the guitar teachers although
 *   word_similarity('gitar', 'Guitar') is only 0.5 — the similarity, 0.8 of it for a secondary
 *   subject; belonging to a stream whose name a word resembles: a third of the similarity.
 *   Similarities are computed once per subject or stream, never once per teacher;
 * - when neither finds anyone, trigram word similarity of the whole text with each document
 *   (GIN gin_trgm_ops, operator %>, pg_trgm's word_similarity_threshold 0.6): typos in names and
 *   headlines ("Priya Sharmaa"): 0.6. It is a fallback because its index hands back every
 *   document sharing most trigrams (all "python" teachers for "pyton") and each must be
 *   rechecked; skipped by a one-time filter, it costs nothing when the other ways found teachers.
 */
function candidates(words: string, ranked: boolean): SQL {
  const vocabulary = [...new Set(words.split(" "))].filter(
    (w) => w.length >= VOCABULARY_MIN_LENGTH,
  );
  const direct = [
    sql`select tp.user_id as id, ${
      // ts_rank reads each matching document again: only worth it when sorting by relevance.
      ranked ? sql`1 + ts_rank(${FTS_DOCUMENT}, ${tsQuery(words)})` : sql`1::real`
    } as score
          from teacher_profiles tp where ${FTS_DOCUMENT} @@ ${tsQuery(words)}`,
  ];
  if (vocabulary.length > 0) {
    const list = sql`array[${sql.join(
      vocabulary.map((w) => sql`${w}`),
      sql`, `,
    )}]::text[]`;
    const similarity = (name: SQL) =>
      sql`(select max(word_similarity(v.word, ${name})) from unnest(${list}) as v(word))`;
    const threshold = sql.raw(String(VOCABULARY_SIMILARITY));
    direct.push(
      // "offset 0" keeps each subquery whole: the similarities are computed once per name, and
      // the teachers of the few similar names are read through the subject and stream indexes
      // (a lateral index scan each) instead of hashing every teacher_subjects row.
      sql`select ts.teacher_id, s.sim * (case when ts.kind = 'primary' then 1 else 0.8 end)
            from (select x.id, ${similarity(sql`x.name`)} as sim from subjects x offset 0) s
            cross join lateral (select ts.teacher_id, ts.kind from teacher_subjects ts
                                 where ts.subject_id = s.id offset 0) ts
           where s.sim >= ${threshold}`,
      sql`select tp.user_id, st.sim / 3
            from (select x.id, ${similarity(sql`x.name`)} as sim from streams x offset 0) st
            cross join lateral (select tp.user_id from teacher_profiles tp
                                 where tp.stream_id = st.id offset 0) tp
           where st.sim >= ${threshold}`,
    );
  }
  return sql`direct as (${sql.join(direct, sql` union all `)}),
    candidates as (
      select c.id, sum(c.score)::float8 as score
        from (select id, score from direct
              union all
              select tp.user_id, 0.6 from teacher_profiles tp
               where tp.search_document %> ${words} and not exists (select 1 from direct)) c
       group by c.id
    ),`;
}

function conditions(filters: SearchFilters, currency: Currency, viewer: SearchViewer): SQL[] {
  const out: SQL[] = [sql`u.is_active`, sql`u.role = 'teacher'`, listedTeacher(sql`u.id`)];
  if (filters.subject) {
    // Teachers of the subject (primary or secondary), through the teacher_subjects subject index.
    const subjectId =
      "id" in filters.subject
        ? sql`${filters.subject.id}`
        : sql`(select s.id from subjects s where s.slug = ${filters.subject.slug})`;
    out.push(
      sql`tp.user_id in (select ts.teacher_id from teacher_subjects ts where ts.subject_id = ${subjectId})`,
    );
  }
  if (filters.class) out.push(idOrSlug(sql`tp.stream_id`, "streams", filters.class));
  if (filters.rating !== undefined) out.push(sql`tp.rating >= ${filters.rating}`);
  const price = currency === "INR" ? sql`tp.price_inr_minor` : sql`tp.price_usd_minor`;
  if (filters.price?.min !== undefined)
    out.push(sql`${price} >= ${Math.round(filters.price.min * 100)}`);
  if (filters.price?.max !== undefined)
    out.push(sql`${price} <= ${Math.round(filters.price.max * 100)}`);
  if (filters.experience?.min !== undefined)
    out.push(sql`tp.experience_years >= ${filters.experience.min}`);
  if (filters.experience?.max !== undefined)
    out.push(sql`tp.experience_years <= ${filters.experience.max}`);
  if (filters.lang?.length) {
    out.push(
      sql`tp.languages && array[${sql.join(
        filters.lang.map((l) => sql`${l}`),
        sql`, `,
      )}]::text[]`,
    );
  }
  if (filters.level) {
    // Teachers do not record levels yet: a teacher matches when a published course of one of
    // their subjects is offered at that level.
    out.push(
      sql`tp.user_id in (select ts.teacher_id from teacher_subjects ts where ts.subject_id in (select c.subject_id from courses c where c.is_published and c.level = ${filters.level}))`,
    );
  }
  if (filters.age !== undefined) {
    // A teacher matches when a published course of one of their subjects is for that age.
    out.push(
      sql`tp.user_id in (select ts.teacher_id from teacher_subjects ts where ts.subject_id in (select c.subject_id from courses c where c.is_published and ${filters.age} between c.age_min and c.age_max))`,
    );
  }
  if (filters.trial) {
    out.push(
      sql`exists (select 1 from teacher_slots ds where ds.teacher_id = tp.user_id and ds.is_active and ds.is_demo_slot)`,
    );
  }
  if (filters.following) {
    out.push(
      viewer.studentId === null
        ? sql`false`
        : sql`tp.user_id in (select r.teacher_id from teacher_reactions r where r.student_id = ${viewer.studentId} and r.following)`,
    );
  }
  if (viewer.timeWindows) out.push(slotStartsIn(viewer.timeWindows));
  return out;
}

/** Sort keys over the columns of `page` (rank, rating, rating_count, price, experience_years, id). */
const ORDER: Record<SearchSort, string> = {
  relevance: "rank desc, rating desc, rating_count desc, id",
  rating: "rating desc, rating_count desc, id",
  price_asc: "price asc, rating desc, id",
  price_desc: "price desc, rating desc, id",
  experience: "experience_years desc, rating desc, id",
  // The soonest free demo time first; teachers without one in the horizon last.
  next_free: "next_free_at asc nulls last, rating desc, rating_count desc, id",
};

/**
 * The ONE statement behind a search: `page` filters, ranks and sorts the matching teachers and
 * keeps the 12 of the requested page (a top-N sort, or an early-stopping walk of the rating or
 * price index); a count over the same conditions gives the total (a separate aggregate rather
 * than count(*) over (), so the planner can stop early for the page and hash-join for the count,
 * and so a page past the end still reports the total, as one row with a null id). Only the 12 rows
 * are joined to names, stream, subject arrays and the caller's like and follow. The text
 * candidates are a CTE used by both, computed once.
 */
export function searchSql(filters: SearchFilters, viewer: SearchViewer, currency: Currency): SQL {
  const words = searchWords(filters.text);
  const sort = effectiveSort({ filter: filters.filter, text: words });
  const price = currency === "INR" ? sql`tp.price_inr_minor` : sql`tp.price_usd_minor`;
  // Only this sort reads the next free demo times (the other sorts' SQL is unchanged).
  const nextFree = sort === "next_free";
  const matches = sql`
        from teacher_profiles tp
        join users u on u.id = tp.user_id
        ${words ? sql`join candidates c on c.id = tp.user_id` : sql``}
        ${nextFree ? sql`left join ${nextFreeDemoTimes(viewer.now)} nf on nf.teacher_id = tp.user_id` : sql``}
       where ${sql.join(conditions(filters, currency, viewer), sql` and `)}`;
  const columns = sql`tp.user_id as id, tp.rating, tp.rating_count, ${price} as price,
             tp.experience_years, ${words ? sql`c.score` : sql`0::float8`} as rank${
               nextFree ? sql`, nf.next_free_at` : sql``
             }`;
  const order = sql.raw(ORDER[sort]);
  const limit = sql`limit ${SEARCH_PAGE_SIZE} offset ${(filters.page - 1) * SEARCH_PAGE_SIZE}`;
  const reactions =
    viewer.studentId === null
      ? sql`false`
      : sql`r.teacher_id = p.id and r.student_id = ${viewer.studentId}`;
  // With words, the candidates are joined to profiles once (matched, used twice so computed
  // once); without, the page may stop early on the rating or price index and the count
  // hash-joins on its own.
  const ctes = words
    ? sql`${candidates(words, sort === "relevance")}
      matched as (select ${columns} ${matches}),
      page as (select * from matched order by ${order} ${limit})`
    : sql`page as (select ${columns} ${matches} order by ${order} ${limit})`;
  const total = words
    ? sql`select count(*)::int as total from matched`
    : sql`select count(*)::int as total ${matches}`;

  return sql`
    with ${ctes}
    select t.total, p.id, p.rank,
           coalesce(r.liked, false) as liked, coalesce(r.following, false) as following,
           u.first_name, u.last_name, u.avatar_path, tp.headline, tp.experience_years, tp.languages,
           tp.price_inr_minor, tp.price_usd_minor, tp.rating::float8 as rating, tp.rating_count,
           st.id as stream_id, st.name as stream_name, st.slug as stream_slug,
           coalesce(names.primary_subjects, '{}') as primary_subjects,
           coalesce(names.secondary_subjects, '{}') as secondary_subjects${
             nextFree ? sql`, p.next_free_at` : sql``
           }
      from (${total}) t
      left join (page p
                 join teacher_profiles tp on tp.user_id = p.id
                 join users u on u.id = p.id
                 join streams st on st.id = tp.stream_id
                 left join teacher_reactions r on ${reactions}
                 -- Both subject lists of a teacher in one pass over their teacher_subjects rows.
                 cross join lateral (
                   select array_agg(s.name order by s.name) filter (where ts.kind = 'primary')
                            as primary_subjects,
                          array_agg(s.name order by s.name) filter (where ts.kind = 'secondary')
                            as secondary_subjects
                     from teacher_subjects ts join subjects s on s.id = ts.subject_id
                    where ts.teacher_id = p.id) names) on true
     order by ${sql.raw(ORDER[sort].replace(/(^|, )/g, "$1p."))}
  `;
}

/** A row of searchSql. */
export interface SearchRow {
  total: number;
  id: number | null;
  rank: number;
  liked: boolean;
  following: boolean;
  first_name: string;
  last_name: string;
  avatar_path: string | null;
  headline: string;
  experience_years: number;
  languages: string[];
  price_inr_minor: number;
  price_usd_minor: number;
  rating: number;
  rating_count: number;
  stream_id: number;
  stream_name: string;
  stream_slug: string;
  primary_subjects: string[];
  secondary_subjects: string[];
  /** Sort next_free only: the teacher's next free demo time, null when none. */
  next_free_at?: string | Date | null;
}
