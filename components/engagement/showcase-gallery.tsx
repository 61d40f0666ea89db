import type { ShowcaseItemJson } from "@/lib/engagement/showcase/showcase";

/** Approved student work. */
export function ShowcaseGallery({ items }: { items: ShowcaseItemJson[] }) {
  if (items.length === 0) {
    return <p className="text-sm text-slate-700">No work in the showcase yet.</p>;
  }
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2" aria-label="Student showcase">
      {items.map((item) => (
        <li key={item.id} className="overflow-hidden rounded-lg border border-slate-200">
          {/* eslint-disable-next-line @next/next/no-img-element -- student artwork by URL (media library: issue 21) */}
          <img src={item.image_url} alt={item.title} className="aspect-[8/5] w-full object-cover" />
          <div className="p-3 text-sm">
            <p className="font-semibold">{item.title}</p>
            <p className="text-slate-700">
              by {item.student_name}
              {item.course_name ? ` · ${item.course_name}` : ""}
            </p>
            {item.description ? <p className="mt-1">{item.description}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
