import {
  blogDataQuery,
  blogDataResponse,
  eventsQuery,
  eventsResponse,
  tutorialsQuery,
  tutorialsResponse,
} from "../../content/schemas";
import { call } from "../define";
import type { LegacyCall } from "../types";

/** Blogs, tutorials and events (issue 20, content part). Public reads. */
export const CONTENT_CALLS: LegacyCall[] = [
  call(
    "GET",
    "site",
    "api/get-blog-data",
    "2 §7",
    "Published blogs of a category (type: slug or id; blank or all: every category), newest first: data.blogdata (description cut at the first space after 200 characters with '...') and data.title (the category's name, or 'Blog'), with data.categories. None, or an unknown type: status false, responseCode 201, 'No blog found!!'. Public.",
    {
      handler: "app/(api)/api/get-blog-data/route.ts",
      request: blogDataQuery,
      response: blogDataResponse,
    },
  ),
  call(
    "GET",
    "site",
    "api/get-blog-data-new",
    "2 §7",
    "As api/get-blog-data, plus data.topblog: the newest blog with top_text cut at the first space after 700 characters. Public.",
    {
      handler: "app/(api)/api/get-blog-data-new/route.ts",
      request: blogDataQuery,
      response: blogDataResponse,
    },
  ),
  call(
    "GET",
    "site",
    "get-all-tutorials",
    "3 §7",
    "Published tutorials, six a page from page 1, newest first, of a category (type: slug or id; blank or all: every one), with current_page, per_page, total, last_page, from, to, next_page_url and prev_page_url (keeping type). Nothing on the page or an unknown type: status false, responseCode 201 'No tutorials available'. A page that is not a whole number 1–1000: 400. Public.",
    {
      handler: "app/(api)/get-all-tutorials/route.ts",
      request: tutorialsQuery,
      response: tutorialsResponse,
    },
  ),
  call(
    "GET",
    "site",
    "get-events",
    "3 §7",
    "Published events: data.upcoming (not yet ended, soonest first) and data.past (the six latest ended), each with its start ('when') and end in the viewer's zone (?tz, else the tz cookie, else IST). None at all: status false, responseCode 201 'No events available'. Public.",
    { handler: "app/(api)/get-events/route.ts", request: eventsQuery, response: eventsResponse },
  ),
];
