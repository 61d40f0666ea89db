import type { Metadata } from "next";
import { ContentNav } from "@/components/content/content-nav";
import { EmptyState } from "@/components/content/empty-state";
import { EventCard } from "@/components/content/event-card";
import { getDb } from "@/db";
import { cachePublicPage } from "@/lib/catalog/cache-tags";
import { now } from "@/lib/clock";
import { CONTENT_TAG, loadEventsPage } from "@/lib/content/pages";
import { CONTENT_MESSAGES } from "@/lib/content/rules";
import { shareMetadata } from "@/lib/seo/share-metadata";
import { getViewer } from "@/lib/viewer";

export const metadata: Metadata = shareMetadata({
  title: "Events: recitals, open studios and parents' webinars",
  description: "Upcoming online and in-person events for young learners and their families.",
  path: "/events",
});

/** /events: upcoming events (soonest first) and recent past ones, in the visitor's zone. */
export default async function EventsPage() {
  await cachePublicPage([CONTENT_TAG]);
  const viewer = await getViewer();
  const { upcoming, past } = await loadEventsPage(await getDb(), {
    now: now(),
    zone: viewer.timeZone,
  });
  const card = (e: (typeof upcoming)[number]) => (
    <li key={e.id}>
      <EventCard {...e} startsAt={e.startsAt.toISOString()} />
    </li>
  );
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <ContentNav current="/events" />
      <h1 className="text-3xl font-bold">Events</h1>
      <p className="mt-2 text-lg text-slate-700">
        Recitals, showcases and talks for families. Times are shown in your time zone.
      </p>
      <section aria-labelledby="upcoming" className="mt-8">
        <h2 id="upcoming" className="text-2xl font-semibold">
          Upcoming
        </h2>
        {upcoming.length ? (
          <ul className="mt-4 space-y-4">{upcoming.map(card)}</ul>
        ) : (
          <div className="mt-4">
            <EmptyState message={CONTENT_MESSAGES.noEvents} />
          </div>
        )}
      </section>
      {past.length ? (
        <section aria-labelledby="past" className="mt-10">
          <h2 id="past" className="text-2xl font-semibold">
            Past events
          </h2>
          <ul className="mt-4 space-y-4">{past.map(card)}</ul>
        </section>
      ) : null}
    </div>
  );
}
