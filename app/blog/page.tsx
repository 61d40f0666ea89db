import type { Metadata } from "next";
import { BlogCard } from "@/components/content/blog-card";
import { CategoryNav } from "@/components/content/category-nav";
import { ContentNav } from "@/components/content/content-nav";
import { EmptyState } from "@/components/content/empty-state";
import { getDb } from "@/db";
import { cachePublicPage } from "@/lib/catalog/cache-tags";
import { now } from "@/lib/clock";
import { CONTENT_TAG, loadBlogList } from "@/lib/content/pages";
import { blogCategoryPath } from "@/lib/content/paths";
import { CONTENT_MESSAGES } from "@/lib/content/rules";
import { shareMetadata } from "@/lib/seo/share-metadata";
import { getViewer } from "@/lib/viewer";

export const metadata: Metadata = shareMetadata({
  title: "Blog: guides for parents of young learners",
  description:
    "Practice routines, coding for kids, art at home and online-class tips from our teachers.",
  path: "/blog",
});

/** /blog: every category and the published blogs, the newest featured with its longer text. */
export default async function BlogIndexPage() {
  await cachePublicPage([CONTENT_TAG]);
  const viewer = await getViewer();
  const { categories, blogs } = await loadBlogList(await getDb(), {
    now: now(),
    zone: viewer.timeZone,
  });
  const [top, ...rest] = blogs;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <ContentNav current="/blog" />
      <h1 className="text-3xl font-bold">Blog</h1>
      <p className="mt-2 max-w-3xl text-lg text-slate-700">
        Guides for parents of young learners, written by our teachers.
      </p>
      <div className="mt-6">
        <CategoryNav
          label="Blog categories"
          links={[
            { href: "/blog", label: "All", current: true },
            ...categories.map((c) => ({
              href: blogCategoryPath(c.slug),
              label: c.name,
              count: c.count,
              current: false,
            })),
          ]}
        />
      </div>
      <div className="mt-8">
        {!top ? (
          <EmptyState message={CONTENT_MESSAGES.noBlogs} />
        ) : (
          <>
            <BlogCard {...top} text={top.topText} featured />
            {rest.length ? (
              <>
                <h2 className="mt-10 text-2xl font-semibold">More from the blog</h2>
                <div className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {rest.map((b) => (
                    <BlogCard key={b.id} {...b} text={b.excerpt} headingLevel={3} />
                  ))}
                </div>
              </>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
