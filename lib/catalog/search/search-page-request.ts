import "server-only";
import { cache } from "react";
import { getDb } from "@/db";
import { getSessionUser } from "../../auth/session";
import type { SessionUser } from "../../auth/session-user";
import { now } from "../../clock";
import { getViewer } from "../../viewer";
import {
  loadSearchPage,
  type RawParams,
  type SearchPageData,
  type SearchPageInput,
} from "./search-page";

/** One search per request: React `cache` compares arguments by identity, so params go as JSON. */
const searchOnce = cache(async (path: string, paramsJson: string, segment: string | undefined) => {
  const [db, user, viewer] = await Promise.all([getDb(), getSessionUser(), getViewer()]);
  const data = await loadSearchPage(
    db,
    user,
    viewer.currency,
    { path, params: JSON.parse(paramsJson) as RawParams, segment },
    { zone: viewer.timeZone, now: now() },
  );
  return { data, user };
});

/**
 * The search of the page being rendered (/search and the search-result paths), for the viewer of
 * this request (session, zone and currency cookie, the clock). generateMetadata and the page both
 * call it; the search runs once.
 */
export function searchPageForRequest(
  input: SearchPageInput,
): Promise<{ data: SearchPageData; user: SessionUser | null }> {
  return searchOnce(input.path, JSON.stringify(input.params), input.segment);
}
