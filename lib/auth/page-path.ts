/** The request header the proxy (proxy.ts) sets to the page asked for: path and query. */
export const PAGE_PATH_HEADER = "x-page-path";
