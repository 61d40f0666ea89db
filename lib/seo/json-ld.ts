import { SITE_NAME } from "../site";

/**
 * JSON for a <script type="application/ld+json">. JSON.stringify alone is not safe inside HTML:
 * a "</script>" in a teacher's bio would end the script. Every "<" (and ">", "&", and the two JS
 * line separators) becomes its \u escape, which JSON parsers read back as the same text.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Props for a JSON-LD script element: `<script {...jsonLdScriptProps(data)} />`. */
export function jsonLdScriptProps(data: unknown) {
  return {
    type: "application/ld+json",
    dangerouslySetInnerHTML: { __html: serializeJsonLd(data) },
  } as const;
}

const absolute = (pathOrUrl: string, origin: string) => new URL(pathOrUrl, origin).toString();

export interface TeacherJsonLdInput {
  firstName: string;
  lastName: string;
  headline: string;
  stream: string;
  primarySubjects: string[];
  secondarySubjects: string[];
  languages: string[];
  rating: number;
  ratingCount: number;
}

/** schema.org Person for a teacher's public page. */
export function teacherJsonLd(
  t: TeacherJsonLdInput,
  where: { origin: string; path: string; imagePath?: string | null },
) {
  const subject = t.primarySubjects[0] ?? t.stream;
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: `${t.firstName} ${t.lastName}`.trim(),
    givenName: t.firstName,
    familyName: t.lastName || undefined,
    url: absolute(where.path, where.origin),
    image: where.imagePath ? absolute(where.imagePath, where.origin) : undefined,
    description: t.headline,
    jobTitle: `${subject} teacher`,
    knowsAbout: [...t.primarySubjects, ...t.secondarySubjects, t.stream].filter(
      (v, i, all) => v && all.indexOf(v) === i,
    ),
    knowsLanguage: t.languages.length ? t.languages : undefined,
    worksFor: { "@type": "Organization", name: SITE_NAME, url: absolute("/", where.origin) },
    aggregateRating:
      t.ratingCount > 0 && t.rating > 0
        ? {
            "@type": "AggregateRating",
            ratingValue: Number(t.rating.toFixed(2)),
            ratingCount: t.ratingCount,
            bestRating: 5,
            worstRating: 1,
          }
        : undefined,
  };
}

export interface CourseJsonLdInput {
  name: string;
  shortDescription: string;
  type: "group" | "individual";
  ageMin: number;
  ageMax: number;
  fromPriceInrMinor: number;
  fromPriceUsdMinor: number;
  subjectName: string;
  streamName: string;
}

/** schema.org Course with the site as provider and a "from" offer in each currency. */
export function courseJsonLd(c: CourseJsonLdInput, where: { origin: string; path: string }) {
  const url = absolute(where.path, where.origin);
  const offer = (minor: number, currency: "INR" | "USD") => ({
    "@type": "Offer",
    category: "Paid",
    price: (minor / 100).toFixed(2),
    priceCurrency: currency,
    url,
  });
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: c.name,
    description: c.shortDescription,
    url,
    about: c.subjectName,
    educationalLevel: c.streamName,
    typicalAgeRange: c.ageMax >= 99 ? `${c.ageMin}-` : `${c.ageMin}-${c.ageMax}`,
    inLanguage: "en",
    provider: { "@type": "Organization", name: SITE_NAME, sameAs: absolute("/", where.origin) },
    offers: [offer(c.fromPriceInrMinor, "INR"), offer(c.fromPriceUsdMinor, "USD")],
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: "Online",
      courseWorkload: c.type === "group" ? "Live small-group classes" : "Live one-to-one classes",
    },
  };
}

export interface ArticleJsonLdInput {
  title: string;
  description: string;
  author: string;
  section: string;
  publishedAt: Date;
  updatedAt: Date;
  imagePath: string | null;
}

/** schema.org Article for a blog page, published by the site. */
export function articleJsonLd(a: ArticleJsonLdInput, where: { origin: string; path: string }) {
  const url = absolute(where.path, where.origin);
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: a.title.slice(0, 110),
    description: a.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    image: a.imagePath ? [absolute(a.imagePath, where.origin)] : undefined,
    author: { "@type": "Person", name: a.author },
    publisher: { "@type": "Organization", name: SITE_NAME, url: absolute("/", where.origin) },
    datePublished: a.publishedAt.toISOString(),
    dateModified: (a.updatedAt > a.publishedAt ? a.updatedAt : a.publishedAt).toISOString(),
    articleSection: a.section,
    inLanguage: "en",
  };
}

export interface VideoJsonLdInput {
  title: string;
  description: string;
  videoUrl: string;
  thumbnailPath: string | null;
  /** ISO 8601 duration (PT4M5S), when known. */
  duration: string | null;
  publishedAt: Date;
}

/** schema.org VideoObject for a video tutorial. */
export function videoJsonLd(v: VideoJsonLdInput, where: { origin: string }) {
  return {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: v.title,
    description: v.description || v.title,
    contentUrl: v.videoUrl,
    thumbnailUrl: v.thumbnailPath ? [absolute(v.thumbnailPath, where.origin)] : undefined,
    uploadDate: v.publishedAt.toISOString(),
    duration: v.duration ?? undefined,
    publisher: { "@type": "Organization", name: SITE_NAME, url: absolute("/", where.origin) },
  };
}

/** schema.org BreadcrumbList from the trail shown on the page (the last item is the page). */
export function breadcrumbJsonLd(
  trail: { label: string; path: string }[],
  where: { origin: string },
) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.label,
      item: absolute(item.path, where.origin),
    })),
  };
}
