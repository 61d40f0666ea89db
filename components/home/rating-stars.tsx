/** A rating out of 5 as stars, with the number for screen readers and sighted users alike. */
export function RatingStars({ rating, count }: { rating: number; count?: number }) {
  const rounded = Math.round(rating * 2) / 2;
  return (
    <span className="inline-flex items-center gap-1 text-sm text-slate-800">
      <span aria-hidden="true" className="text-amber-600">
        {"★".repeat(Math.floor(rounded))}
        {rounded % 1 ? "½" : ""}
      </span>
      <span>
        {rating > 0 ? rating.toFixed(1) : "New"}
        {count ? <span className="text-slate-700"> ({count})</span> : null}
        <span className="sr-only">{rating > 0 ? " out of 5" : " teacher, no ratings yet"}</span>
      </span>
    </span>
  );
}
