import type { MetadataRoute } from "next";
import { getDb } from "@/db";
import { cachePublicPage, CATALOG_TAG } from "@/lib/catalog/cache-tags";
import { now } from "@/lib/clock";
import { sitemapEntries } from "@/lib/seo/sitemap";
import { siteUrl } from "@/lib/site";

// Read from the database on each request (not at build time): teachers and courses change.
export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await cachePublicPage([CATALOG_TAG]);
  return sitemapEntries(await getDb(), siteUrl(), now());
}
