import { viewerMoneyOfRequest } from "../../money/request-money";
import { siteUrl } from "../../site";
import type { LegacyViewer } from "./legacy-calls";

/** The viewer of a course call: currency from cur, then tz, then the tz cookie; the site origin. */
export function legacyViewerOf(
  request: Request,
  given: { cur?: string; tz?: string } = {},
): LegacyViewer {
  return { currency: viewerMoneyOfRequest(request, given).currency, origin: siteUrl() };
}
