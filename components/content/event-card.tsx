export interface EventCardProps {
  title: string;
  description: string;
  /** Start in the viewer's zone ("Saturday, 5th Dec at 05:00 PM (IST)") and end time. */
  when: string;
  ends: string;
  startsAt: string;
  location: string | null;
  onlineUrl: string | null;
  isPast: boolean;
}

/** An event: when (in the viewer's zone), where, what; a join link while it is upcoming. */
export function EventCard(p: EventCardProps) {
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="text-sm font-semibold text-indigo-800">
        <time dateTime={p.startsAt}>{p.when}</time>
        <span className="font-normal text-slate-700"> to {p.ends}</span>
      </p>
      <h3 className="mt-1 text-xl font-semibold">{p.title}</h3>
      <p className="mt-2 text-slate-800">{p.description}</p>
      <p className="mt-3 text-sm text-slate-700">
        {p.location ? p.location : "Online"}
        {p.onlineUrl && !p.isPast ? (
          <>
            {" · "}
            <a
              href={p.onlineUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-indigo-800 underline"
            >
              Join link<span className="sr-only"> for {p.title} (opens in a new tab)</span>
            </a>
          </>
        ) : null}
      </p>
    </article>
  );
}
