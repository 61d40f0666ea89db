import type { Db } from "@/db/client";
import type { SessionUser } from "@/lib/auth/session-user";
import { firstErrors, zodFieldErrors } from "@/lib/validation";
import type { Currency } from "@/lib/money/currency";
import { SITE_NAME } from "@/lib/site";
import { filtersToParams, searchFiltersSchema, type SearchFilters } from "./filters";
import { getSearchOptions, type SearchOptions } from "./options";
import { FOLLOWING_MESSAGES, searchTeachers, type SearchResult } from "./search-teachers";

export type RawParams = Record<string, string | string[] | undefined>;

/** The segment of a search-result URL that names what to search (the one before search-result). */
export type SegmentMeaning =
  | { kind: "subject"; slug: string; name: string }
  | { kind: "stream"; slug: string; name: string }
  | { kind: "text"; text: string };

/** "guitar" -> the Guitar subject, "music" -> the Music stream, anything else -> its words. */
export function readSegment(decoded: string, options: SearchOptions): SegmentMeaning | null {
  const slug = decoded.trim().toLowerCase();
  const subject = options.subjects.find((s) => s.slug === slug);
  if (subject) return { kind: "subject", slug: subject.slug, name: subject.name };
  const stream = options.streams.find((s) => s.slug === slug);
  if (stream) return { kind: "stream", slug: stream.slug, name: stream.name };
  const text = decoded
    .replace(/[-_+]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 100);
  return text ? { kind: "text", text } : null;
}

/**
 * Reads the URL's filters, keeping the valid ones: a bad value is left out (and reported next to
 * the form) rather than failing the whole page.
 */
export function readPageFilters(params: RawParams): {
  filters: SearchFilters;
  errors: Record<string, string>;
} {
  const parsed = searchFiltersSchema.safeParse(params);
  if (parsed.success) return { filters: parsed.data, errors: {} };
  const errors = firstErrors(zodFieldErrors(parsed.error));
  const kept = Object.fromEntries(Object.entries(params).filter(([k]) => !(k in errors)));
  return { filters: searchFiltersSchema.parse(kept), errors };
}

export interface SearchPageInput {
  /** The page's own path: /search, or a search-result path. */
  path: string;
  params: RawParams;
  /** The segment before search-result, on search-result paths (decoded). */
  segment?: string;
}

export interface SearchPageData {
  path: string;
  filters: SearchFilters;
  /** Keys the path itself sets (never repeated in the query string). */
  fixed: (keyof SearchFilters)[];
  segment: SegmentMeaning | null;
  errors: Record<string, string>;
  /** Why a filter was not applied (following without a student session). */
  notice: { message: string; login: boolean } | null;
  result: SearchResult;
  options: SearchOptions;
  heading: string;
  title: string;
  description: string;
  canonical: string;
  noindex: boolean;
  /** The zone the page's times (the `time`/`day` filters) are read in: the viewer's zone. */
  zone: string;
  /** The URL of another page of the same search. */
  pageHref: (page: number) => string;
}

function headingOf(
  filters: SearchFilters,
  segment: SegmentMeaning | null,
  options: SearchOptions,
): string {
  if (segment?.kind === "subject" || segment?.kind === "stream") return `${segment.name} teachers`;
  if (filters.text) return `Teachers for “${filters.text}”`;
  const subject =
    filters.subject &&
    options.subjects.find((s) =>
      "id" in filters.subject! ? s.id === filters.subject.id : s.slug === filters.subject!.slug,
    );
  if (subject) return `${subject.name} teachers`;
  const stream =
    filters.class &&
    options.streams.find((s) =>
      "id" in filters.class! ? s.id === filters.class.id : s.slug === filters.class!.slug,
    );
  if (stream) return `${stream.name} teachers`;
  return "Find a teacher";
}

/** Everything the search page and its metadata need, from one search. */
export async function loadSearchPage(
  db: Db,
  user: SessionUser | null,
  viewerCurrency: Currency,
  input: SearchPageInput,
  when: { zone: string; now: Date },
): Promise<SearchPageData> {
  const options = await getSearchOptions(db);
  const { filters, errors } = readPageFilters(input.params);
  const segment = input.segment ? readSegment(input.segment, options) : null;
  const fixed: (keyof SearchFilters)[] = [];
  if (segment?.kind === "subject") {
    filters.subject = { slug: segment.slug };
    fixed.push("subject");
  } else if (segment?.kind === "stream") {
    filters.class = { slug: segment.slug };
    fixed.push("class");
  } else if (segment?.kind === "text" && !filters.text) {
    filters.text = segment.text;
    fixed.push("text");
  }

  let notice: SearchPageData["notice"] = null;
  if (filters.following && user?.role !== "student") {
    notice = user
      ? { message: FOLLOWING_MESSAGES.studentsOnly, login: false }
      : { message: FOLLOWING_MESSAGES.login, login: true };
    filters.following = false;
  }

  const result = await searchTeachers(db, user, filters, viewerCurrency, when);
  const pageHref = (page: number) => {
    const query = filtersToParams({ ...filters, page }, fixed).toString();
    return query ? `${input.path}?${query}` : input.path;
  };
  // The canonical URL names the search, not the viewer: no page 1, no currency, no following.
  const canonicalQuery = filtersToParams({ ...filters, cur: undefined }, [
    ...fixed,
    "following",
  ]).toString();
  const heading = headingOf(filters, segment, options);
  const pageSuffix = filters.page > 1 ? ` · page ${filters.page}` : "";
  const what = heading === "Find a teacher" ? "live online teachers" : heading.toLowerCase();
  const description =
    result.total > 0
      ? `Compare ${result.total} ${what.replace(/“|”/g, "")} on ${SITE_NAME} by rating, price, experience and language, then book a free demo class.`
      : `Search ${SITE_NAME}'s live online teachers by subject, rating, price, experience and language, then book a free demo class.`;
  return {
    path: input.path,
    filters,
    fixed,
    segment,
    errors,
    notice,
    result,
    options,
    heading,
    title: `${heading}${pageSuffix}`,
    description,
    canonical: canonicalQuery ? `${input.path}?${canonicalQuery}` : input.path,
    noindex:
      result.total === 0 || Object.keys(errors).length > 0 || Boolean(notice) || filters.following,
    zone: when.zone,
    pageHref,
  };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A search-result path (…/{what}/search-result, as the third or fourth segment) from its leading
 * segments: its canonical path and the segment that names what to search (the last one).
 */
export function searchResultRoute(leading: string[]): { path: string; segment: string } {
  const decoded = leading.map(safeDecode);
  return {
    path: `/${[...decoded, "search-result"].map((s) => encodeURIComponent(s)).join("/")}`,
    segment: decoded[decoded.length - 1] ?? "",
  };
}
