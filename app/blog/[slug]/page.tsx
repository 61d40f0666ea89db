import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { BlogCard } from "@/components/content/blog-card";
import { Breadcrumbs } from "@/components/content/breadcrumbs";
import { RichText } from "@/components/content/rich-text";
import { getDb } from "@/db";
import { cachePublicPage } from "@/lib/catalog/cache-tags";
import { now } from "@/lib/clock";
import { CONTENT_TAG, loadBlogPage } from "@/lib/content/pages";
import { blogCategoryPath, blogPath } from "@/lib/content/paths";
import { articleJsonLd, breadcrumbJsonLd, jsonLdScriptProps } from "@/lib/seo/json-ld";
import { clampDescription, shareMetadata } from "@/lib/seo/share-metadata";
import { siteUrl } from "@/lib/site";
import { getViewer } from "@/lib/viewer";

type Props = { params: Promise<{ slug: string }> };

const load = cache(async (slug: string) => {
  const viewer = await getViewer();
  const blog = await loadBlogPage(await getDb(), decodeURIComponent(slug), {
    now: now(),
    zone: viewer.timeZone,
  });
  if (!blog) notFound();
  return blog;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const b = await load((await params).slug);
  return shareMetadata({
    title: b.title,
    description: clampDescription(b.description),
    path: blogPath(b.slug),
    type: "article",
    image: b.coverImage ? { url: b.coverImage, alt: b.coverAlt || b.title } : null,
    article: {
      publishedTime: b.dateTime,
      modifiedTime: b.updatedAt.toISOString(),
      authors: [b.author],
      section: b.categoryName,
    },
  });
}

/** /blog/{slug}: one published blog, its Article JSON-LD and others of its category. */
export default async function BlogPostPage({ params }: Props) {
  await cachePublicPage([CONTENT_TAG]);
  const b = await load((await params).slug);
  const path = blogPath(b.slug);
  const origin = siteUrl();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <script
        {...jsonLdScriptProps(
          articleJsonLd(
            {
              title: b.title,
              description: b.description,
              author: b.author,
              section: b.categoryName,
              publishedAt: b.publishedAt,
              updatedAt: b.updatedAt,
              imagePath: b.coverImage,
            },
            { origin, path },
          ),
        )}
      />
      <script
        {...jsonLdScriptProps(
          breadcrumbJsonLd(
            [
              { label: "Blog", path: "/blog" },
              { label: b.categoryName, path: blogCategoryPath(b.categorySlug) },
              { label: b.title, path },
            ],
            { origin },
          ),
        )}
      />
      <Breadcrumbs
        items={[
          { label: "Blog", href: "/blog" },
          { label: b.categoryName, href: blogCategoryPath(b.categorySlug) },
          { label: b.title },
        ]}
      />
      <article>
        <header>
          <h1 className="text-3xl font-bold sm:text-4xl">{b.title}</h1>
          <p className="mt-3 text-slate-700">
            By {b.author} · <time dateTime={b.dateTime}>{b.dateLabel}</time>
          </p>
        </header>
        {b.coverImage ? (
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={b.coverImage}
            alt={b.coverAlt}
            className="mt-6 aspect-[40/21] w-full rounded-2xl object-cover"
          />
        ) : null}
        <div className="mt-8">
          <RichText blocks={b.blocks} />
        </div>
      </article>
      {b.related.length ? (
        <section aria-labelledby="related" className="mt-12 border-t border-slate-200 pt-8">
          <h2 id="related" className="text-2xl font-semibold">
            More on {b.categoryName}
          </h2>
          <div className="mt-4 grid gap-6 sm:grid-cols-2">
            {b.related.map((r) => (
              <BlogCard key={r.id} {...r} text={r.excerpt} headingLevel={3} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
