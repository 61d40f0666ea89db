import { headers } from "next/headers";
import { REQUEST_ID_HEADER } from "@/lib/log/request-id.mjs";

/**
 * The tags of the cached public pages (docs/decisions/020-cached-public-pages.md). A page names
 * what it shows while it renders (cachePublicPage); a service that changes it invalidates the
 * tags after its transaction committed (invalidatePublicPages). The pages that list teachers or
 * courses (homepage, /courses, stream pages, course pages, sitemap) share CATALOG_TAG, which every
 * change of a teacher or course invalidates too.
 */
export const CATALOG_TAG = "catalog";
export const teacherTag = (teacherId: number) => `teacher:${teacherId}`;
export const courseTag = (courseId: number) => `course:${courseId}`;

/** Every cached page (the test clock moved: what is "upcoming" changed everywhere). */
export const ALL_PAGES_TAG = "*";

/** What a teacher's change reaches: the teacher's profile and every listing. */
export const teacherChangeTags = (teacherId: number) => [teacherTag(teacherId), CATALOG_TAG];

/** The server's page cache (scripts/server/page-cache-hook.mjs), absent in dev and tests. */
interface PageCacheHook {
  tag(requestId: string, tags: string[]): void;
  invalidate(tags: string[]): void;
}
const hook = () => (globalThis as { __publicPageCache?: PageCacheHook }).__publicPageCache;

/**
 * Lets the server keep this render's HTML for anonymous visitors, until one of `tags` is
 * invalidated. Call only from a public page whose HTML holds nothing personal for a visitor
 * without a session (the server keeps only answers to requests without one).
 */
export async function cachePublicPage(tags: string[]): Promise<void> {
  const cache = hook();
  if (!cache) return;
  const requestId = (await headers()).get(REQUEST_ID_HEADER);
  if (requestId) cache.tag(requestId, tags);
}

/** Drops every cached page with one of `tags` (after the change committed). */
export function invalidatePublicPages(tags: string[]): void {
  hook()?.invalidate(tags);
}

/**
 * Awaits a change of a teacher (a committed transaction), then drops the pages showing it:
 * `return afterTeacherChange(id, db.transaction(…))`. A failed change invalidates nothing.
 */
export async function afterTeacherChange<T>(teacherId: number, change: Promise<T>): Promise<T> {
  const result = await change;
  invalidatePublicPages(teacherChangeTags(teacherId));
  return result;
}
