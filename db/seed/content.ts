/**
 * Blogs, tutorials and events for the demo (issue 20, content part): four categories, twelve
 * published blogs and one draft, fourteen tutorials (three pages of six) and five events (three
 * upcoming, two past), all relative to the seed's "now".
 */
import type { Db } from "../client";
import { blogCategories, blogs, events, tutorials } from "../schema/content";
import { BLOG_CATEGORY_SEEDS, BLOG_SEEDS, EVENT_SEEDS, TUTORIAL_SEEDS } from "./data/content";

const DAY = 86_400_000;
const MINUTE = 60_000;
/** India is UTC+05:30 all year (no DST). */
const IST_OFFSET_MINUTES = 330;

export async function countContentRows(db: Db) {
  return {
    blogCategories: await db.$count(blogCategories),
    blogs: await db.$count(blogs),
    tutorials: await db.$count(tutorials),
    events: await db.$count(events),
  };
}

/** The start of `now`'s UTC day plus `days`, at hh:mm India time. */
function istAt(now: Date, days: number, hour: number, minute: number): Date {
  const day = Math.floor(now.getTime() / DAY) * DAY + days * DAY;
  return new Date(day + (hour * 60 + minute - IST_OFFSET_MINUTES) * MINUTE);
}

export async function seedContent(tx: Db, now: Date) {
  const cats = await tx
    .insert(blogCategories)
    .values(BLOG_CATEGORY_SEEDS.map((c, i) => ({ ...c, sortOrder: i })))
    .returning({ id: blogCategories.id, slug: blogCategories.slug });
  const catId = (slug: string) => {
    const c = cats.find((r) => r.slug === slug);
    if (!c) throw new Error(`seed: no blog category ${slug}`);
    return c.id;
  };
  await tx.insert(blogs).values(
    BLOG_SEEDS.map((b) => {
      const draft = b.slug.startsWith("draft-");
      return {
        slug: b.slug,
        categoryId: catId(b.category),
        title: b.title,
        body: b.body,
        author: b.author,
        coverImage: `/blog/${b.category}.svg`,
        coverAlt: "",
        status: draft ? ("draft" as const) : ("published" as const),
        publishedAt: draft ? null : istAt(now, -b.daysAgo, 9, 0),
      };
    }),
  );
  await tx.insert(tutorials).values(
    TUTORIAL_SEEDS.map((t) => ({
      categoryId: catId(t.category),
      title: t.title,
      description: t.description,
      videoUrl: `https://videos.tutorlive.example/tutorials/${t.slug}.mp4`,
      thumbnailUrl: `/blog/${t.category}.svg`,
      durationSeconds: t.durationSeconds,
      publishedAt: istAt(now, -t.daysAgo, 8, 0),
    })),
  );
  await tx.insert(events).values(
    EVENT_SEEDS.map((e) => {
      const startsAt = istAt(now, e.inDays, e.istHour, e.istMinute);
      return {
        title: e.title,
        description: e.description,
        startsAt,
        endsAt: new Date(startsAt.getTime() + e.minutes * MINUTE),
        zone: "Asia/Kolkata",
        location: e.location,
        onlineUrl: e.online ? "https://meet.jit.si/tutorlive-community-events" : null,
      };
    }),
  );
  return countContentRows(tx);
}
