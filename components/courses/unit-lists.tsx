import type { UnitItem } from "@/lib/catalog/courses/units";

/** Reasons side by side: cards with a title (h3) and a paragraph. */
export function UnitCards({ items }: { items: UnitItem[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 min-[600px]:grid-cols-2 lg:grid-cols-3">
      {items.map((u) => (
        <li key={u.title} className="rounded-xl border border-slate-200 bg-white p-5">
          <h3 className="font-semibold">{u.title}</h3>
          <p className="mt-2 text-sm text-slate-800">{u.body}</p>
        </li>
      ))}
    </ul>
  );
}

/** Numbered steps, in order. */
export function UnitSteps({ items }: { items: UnitItem[] }) {
  return (
    <ol className="grid grid-cols-1 gap-4 min-[600px]:grid-cols-2">
      {items.map((u, i) => (
        <li key={u.title} className="flex gap-4 rounded-xl bg-indigo-50 p-5">
          <span
            aria-hidden="true"
            className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-indigo-700 font-bold text-white"
          >
            {i + 1}
          </span>
          <div>
            <h3 className="font-semibold">{u.title}</h3>
            <p className="mt-1 text-sm text-slate-800">{u.body}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

/** Term and explanation pairs (trial pack, basics). */
export function UnitDefinitions({ items }: { items: UnitItem[] }) {
  return (
    <dl className="space-y-4">
      {items.map((u) => (
        <div key={u.title} className="border-l-4 border-indigo-200 pl-4">
          <dt className="font-semibold">{u.title}</dt>
          <dd className="mt-1 text-slate-800">{u.body}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Reviews: the title says who wrote it, the body is the quote. */
export function ReviewList({ items }: { items: UnitItem[] }) {
  return (
    <ul className="grid grid-cols-1 gap-4 min-[600px]:grid-cols-2">
      {items.map((u) => (
        <li key={u.title}>
          <figure className="h-full rounded-xl border border-slate-200 bg-white p-5">
            <blockquote className="text-slate-800">
              <p>“{u.body}”</p>
            </blockquote>
            <figcaption className="mt-3 text-sm font-semibold text-slate-700">{u.title}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}

/**
 * The course quiz as a self-check: the questions with their hints, then what it means when most
 * answers are yes (the positive result) or not yet (the negative one).
 */
export function SelfCheck({
  questions,
  positive,
  negative,
}: {
  questions: UnitItem[];
  positive: UnitItem[];
  negative: UnitItem[];
}) {
  return (
    <div className="rounded-xl border border-slate-200 p-5">
      <ol className="list-decimal space-y-3 pl-5">
        {questions.map((q) => (
          <li key={q.title}>
            <p className="font-medium">{q.title}</p>
            <p className="text-sm text-slate-700">{q.body}</p>
          </li>
        ))}
      </ol>
      <div className="mt-5 grid grid-cols-1 gap-3 min-[600px]:grid-cols-2">
        {positive.map((r) => (
          <div key={r.title} className="rounded-lg bg-emerald-50 p-4">
            <h3 className="font-semibold text-emerald-900">Mostly yes: {r.title.toLowerCase()}</h3>
            <p className="mt-1 text-sm text-slate-800">{r.body}</p>
          </div>
        ))}
        {negative.map((r) => (
          <div key={r.title} className="rounded-lg bg-amber-50 p-4">
            <h3 className="font-semibold text-amber-900">Not yet: {r.title.toLowerCase()}</h3>
            <p className="mt-1 text-sm text-slate-800">{r.body}</p>
          </div>
        ))}
      </div>
    </div>
  );
}
