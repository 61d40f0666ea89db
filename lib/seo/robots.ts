import type { MetadataRoute } from "next";

/** Areas kept out of search engines: the student and teacher areas, JSON endpoints, dev tools. */
export const DISALLOWED_PATHS = ["/st/", "/em/", "/api/", "/dev/"] as const;

export function robotsRules(origin: string): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: [...DISALLOWED_PATHS] }],
    sitemap: new URL("/sitemap.xml", origin).toString(),
  };
}
