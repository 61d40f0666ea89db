import Link from "next/link";
import type { QueueDefinition, QueueItem, QueueView } from "@/lib/admin/queue/types";

const VIEWS: { value: QueueView; label: string }[] = [
  { value: "open", label: "Open" },
  { value: "decided", label: "Decided" },
  { value: "all", label: "All" },
];

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 16).replace("T", " ") + " UTC" : "");

/** How long an item has waited: "3 days", "5 hours", "less than an hour". */
function waited(since: Date, now: Date): string {
  const hours = Math.floor((now.getTime() - since.getTime()) / 3_600_000);
  if (hours < 1) return "less than an hour";
  if (hours < 48) return `${hours} hour${hours === 1 ? "" : "s"}`;
  return `${Math.floor(hours / 24)} days`;
}

/** Items by the step they wait at (the teacher-applicants pipeline), in the order first met. */
function byStep(items: QueueItem[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const item of items) {
    if (item.stage) counts.set(item.stage.step, (counts.get(item.stage.step) ?? 0) + 1);
  }
  return [...counts];
}

/** A queue's page body: filter (view, search), then its items as links to open and decide. */
export function QueueList({
  def,
  items,
  view,
  q,
  now,
}: {
  def: QueueDefinition;
  items: QueueItem[];
  view: QueueView;
  q: string;
  now: Date;
}) {
  const steps = byStep(items);
  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-700">{def.description}</p>
      {steps.length > 0 && (
        <p className="text-sm text-slate-700">
          <span className="font-medium">By step:</span>{" "}
          {steps.map(([step, n]) => `${step} ${n}`).join(" · ")}
        </p>
      )}
      <form
        method="get"
        className="flex flex-wrap items-end gap-3"
        role="search"
        aria-label={`Filter ${def.title}`}
      >
        <label className="flex flex-col text-sm">
          <span className="font-medium">Show</span>
          <select
            name="view"
            defaultValue={view}
            className="min-h-11 rounded-md border border-slate-500 px-2"
          >
            {VIEWS.map((v) => (
              <option key={v.value} value={v.value}>
                {v.label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex grow flex-col text-sm">
          <span className="font-medium">Search</span>
          <input
            name="q"
            defaultValue={q}
            className="min-h-11 rounded-md border border-slate-500 px-3"
            placeholder="Name, e-mail, mobile…"
          />
        </label>
        <button type="submit" className="min-h-11 rounded-md bg-indigo-700 px-4 text-white">
          Filter
        </button>
      </form>
      {items.length === 0 ? (
        <p className="rounded-md bg-slate-50 p-4 text-slate-700">
          Nothing here{view === "open" ? ": the queue is clear." : "."}
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((item) => (
            <li key={item.id} className="rounded-lg border border-slate-200 p-3">
              <Link
                href={`/admin/queues/${def.slug}/${item.id}`}
                className="font-semibold text-indigo-700 underline-offset-4 hover:underline"
              >
                {item.title}
              </Link>
              <p className="text-sm text-slate-700">{item.subtitle}</p>
              {item.stage && (
                <p className="text-sm text-slate-800">
                  {item.stage.lacks.length === 0
                    ? "Live"
                    : `Waits at ${item.stage.step.toLowerCase()} for ${waited(item.stage.since, now)} · lacks: ${item.stage.lacks.join(", ").toLowerCase()}`}
                </p>
              )}
              <p className="text-xs text-slate-600">
                Received {day(item.createdAt)}
                {item.decision
                  ? ` · ${item.decision.decision}: ${item.decision.reason}`
                  : " · open"}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
