import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { BlogCard } from "@/components/content/blog-card";
import { Breadcrumbs } from "@/components/content/breadcrumbs";
import { CategoryNav } from "@/components/content/category-nav";
import { EmptyState } from "@/components/content/empty-state";
import { getDb } from "@/db";
import { cachePublicPage } from "@/lib/catalog/cache-tags";
import { now } from "@/lib/clock";
import { CONTENT_TAG, loadBlogList } from "@/lib/content/pages";
import { blogCategoryPath } from "@/lib/content/paths";
import { CONTENT_MESSAGES } from "@/lib/content/rules";
import { breadcrumbJsonLd, jsonLdScriptProps } from "@/lib/seo/json-ld";
import { clampDescription, shareMetadata } from "@/lib/seo/share-metadata";
import { siteUrl } from "@/lib/site";
import { getViewer } from "@/lib/viewer";

type Props = { params: Promise<{ slug: string }> };

const load = cache(async (slug: string) => {
  const viewer = await getViewer();
  const list = await loadBlogList(await getDb(), {
    categorySlug: decodeURIComponent(slug),
    now: now(),
    zone: viewer.timeZone,
  });
  if (!list.category) notFound();
  return { ...list, category: list.category };
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category } = await load((await params).slug);
  return shareMetadata({
    title: `${category.name} · Blog`,
    description: clampDescription(category.description || `${category.name} articles.`),
    path: blogCategoryPath(category.slug),
  });
}

/** /blog/category/{slug}: one category's published blogs, newest first. */
export default async function BlogCategoryPage({ params }: Props) {
  await cachePublicPage([CONTENT_TAG]);
  const { categories, category, blogs } = await load((await params).slug);
  const path = blogCategoryPath(category.slug);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <script
        {...jsonLdScriptProps(
          breadcrumbJsonLd(
            [
              { label: "Blog", path: "/blog" },
              { label: category.name, path },
            ],
            { origin: siteUrl() },
          ),
        )}
      />
      <Breadcrumbs items={[{ label: "Blog", href: "/blog" }, { label: category.name }]} />
      <h1 className="text-3xl font-bold">{category.name}</h1>
      {category.description ? (
        <p className="mt-2 max-w-3xl text-lg text-slate-700">{category.description}</p>
      ) : null}
      <div className="mt-6">
        <CategoryNav
          label="Blog categories"
          links={[
            { href: "/blog", label: "All", current: false },
            ...categories.map((c) => ({
              href: blogCategoryPath(c.slug),
              label: c.name,
              count: c.count,
              current: c.id === category.id,
            })),
          ]}
        />
      </div>
      <div className="mt-8">
        {blogs.length === 0 ? (
          <EmptyState
            message={CONTENT_MESSAGES.noBlogs}
            link={{ href: "/blog", label: "See every blog" }}
          />
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {blogs.map((b) => (
              <BlogCard key={b.id} {...b} text={b.excerpt} />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
