import type { Metadata } from "next";
import { SITE_NAME } from "../site";

/**
 * Title, description, canonical URL, Open Graph and Twitter card of a shareable page. Paths are
 * made absolute by the root layout's metadataBase (siteUrl()).
 */
export function shareMetadata(page: {
  title: string;
  description: string;
  path: string;
  type?: "website" | "profile" | "article";
  image?: { url: string; alt: string } | null;
  profile?: { firstName: string; lastName: string };
  article?: { publishedTime: string; modifiedTime: string; authors: string[]; section: string };
}): Metadata {
  const fullTitle = `${page.title} · ${SITE_NAME}`;
  const images = page.image ? [page.image] : undefined;
  const shared = {
    title: fullTitle,
    description: page.description,
    url: page.path,
    siteName: SITE_NAME,
    locale: "en_IN",
    images,
  };
  const openGraph: Metadata["openGraph"] =
    page.type === "profile"
      ? {
          type: "profile",
          firstName: page.profile?.firstName,
          lastName: page.profile?.lastName,
          ...shared,
        }
      : page.type === "article"
        ? { type: "article", ...page.article, ...shared }
        : { type: "website", ...shared };
  return {
    title: page.title,
    description: page.description,
    alternates: { canonical: page.path },
    openGraph,
    twitter: {
      card: page.type === "article" && page.image ? "summary_large_image" : "summary",
      title: fullTitle,
      description: page.description,
      images: page.image ? [page.image.url] : undefined,
    },
  };
}

/** A description cut to what search results show (about 160 characters), at a word boundary. */
export function clampDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2)).trimEnd()}…`;
}
