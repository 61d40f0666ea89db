import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { CategoryNav } from "@/components/content/category-nav";
import { ContentNav } from "@/components/content/content-nav";
import { EmptyState } from "@/components/content/empty-state";
import { TutorialCard } from "@/components/content/tutorial-card";
import { Pagination } from "@/components/ui";
import { getDb } from "@/db";
import { cachePublicPage } from "@/lib/catalog/cache-tags";
import { now } from "@/lib/clock";
import { CONTENT_TAG, loadTutorialsPage } from "@/lib/content/pages";
import { tutorialsPath } from "@/lib/content/paths";
import { CONTENT_MESSAGES } from "@/lib/content/rules";
import { tutorialsQuery } from "@/lib/content/schemas";
import { formatDuration, isoDuration } from "@/lib/content/tutorials-format";
import { jsonLdScriptProps, videoJsonLd } from "@/lib/seo/json-ld";
import { shareMetadata } from "@/lib/seo/share-metadata";
import { siteUrl } from "@/lib/site";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

const load = cache(async (page: string | undefined, type: string | undefined) => {
  const query = tutorialsQuery.safeParse({ page, type });
  if (!query.success) notFound();
  const data = await loadTutorialsPage(await getDb(), {
    type: query.data.type,
    page: query.data.page ?? 1,
    now: now(),
  });
  if (data.category === undefined || !data.page) notFound();
  return { ...data, page: data.page, category: data.category };
});

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const sp = await searchParams;
  const { category, page } = await load(first(sp.page), first(sp.type));
  const name = category ? `${category.name} tutorials` : "Tutorials";
  return shareMetadata({
    title: page.page > 1 ? `${name} · page ${page.page}` : name,
    description: "Short video lessons for young learners: music, coding, art and learning at home.",
    path: tutorialsPath({ type: category?.slug, page: page.page }),
  });
}

/** /tutorials?type&page: six tutorials a page, newest first, filtered by category. */
export default async function TutorialsPage({ searchParams }: Props) {
  await cachePublicPage([CONTENT_TAG]);
  const sp = await searchParams;
  const { categories, category, page } = await load(first(sp.page), first(sp.type));
  const origin = siteUrl();
  const videos = page.items.filter((t) => t.videoUrl);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      {videos.length ? (
        <script
          {...jsonLdScriptProps(
            videos.map((t) =>
              videoJsonLd(
                {
                  title: t.title,
                  description: t.description,
                  videoUrl: t.videoUrl!,
                  thumbnailPath: t.thumbnailUrl,
                  duration: t.durationSeconds ? isoDuration(t.durationSeconds) : null,
                  publishedAt: t.publishedAt,
                },
                { origin },
              ),
            ),
          )}
        />
      ) : null}
      <ContentNav current="/tutorials" />
      <h1 className="text-3xl font-bold">
        {category ? `${category.name} tutorials` : "Tutorials"}
      </h1>
      <p className="mt-2 max-w-3xl text-lg text-slate-700">
        Short video lessons to practise between classes.
        {page.total > 0 ? ` ${page.total} ${page.total === 1 ? "tutorial" : "tutorials"}.` : ""}
      </p>
      <div className="mt-6">
        <CategoryNav
          label="Tutorial categories"
          links={[
            { href: tutorialsPath(), label: "All", current: !category },
            ...categories.map((c) => ({
              href: tutorialsPath({ type: c.slug }),
              label: c.name,
              current: c.id === category?.id,
            })),
          ]}
        />
      </div>
      <div className="mt-8">
        {page.items.length === 0 ? (
          <EmptyState
            message={CONTENT_MESSAGES.noTutorials}
            link={
              page.page > 1 ? { href: tutorialsPath(), label: "Back to the first page" } : undefined
            }
          />
        ) : (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {page.items.map((t) => (
              <TutorialCard key={t.id} {...t} duration={formatDuration(t.durationSeconds)} />
            ))}
          </div>
        )}
      </div>
      <Pagination
        className="mt-8"
        page={page.page}
        pageCount={page.pageCount}
        hrefFor={(p) => tutorialsPath({ type: category?.slug, page: p })}
      />
    </div>
  );
}
