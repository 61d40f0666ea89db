import type { HomepageData } from "@/lib/catalog/homepage";
import { RatingStars } from "./rating-stars";

export function TestimonialCard({ item }: { item: HomepageData["testimonials"][number] }) {
  return (
    <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <RatingStars rating={item.rating} />
      <blockquote className="mt-3 flex-1 text-slate-800">“{item.body}”</blockquote>
      <figcaption className="mt-4 text-sm">
        <span className="font-semibold">{item.authorName}</span>
        <span className="block text-slate-700">{item.authorContext}</span>
        {item.courseName ? <span className="block text-indigo-700">{item.courseName}</span> : null}
      </figcaption>
    </figure>
  );
}
