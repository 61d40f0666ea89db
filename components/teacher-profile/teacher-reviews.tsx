import { RatingStars } from "@/components/home/rating-stars";
import { ageBandText } from "@/lib/catalog/profile/trust";
import type { TeacherReview } from "@/lib/reviews/load";
import { ReviewReplyForm } from "./review-reply-form";

const dateText = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(Date.parse(iso));

/**
 * The written reviews of a public teacher page: stars, the text (plain text: React escapes it),
 * the learner's age band and the date, and the teacher's reply. The teacher looking at their own
 * page may reply once to each review without one.
 */
export function TeacherReviews({
  reviews,
  teacherName,
  canReply,
}: {
  reviews: TeacherReview[];
  teacherName: string;
  canReply: boolean;
}) {
  return (
    <section aria-labelledby="reviews" className="mt-8">
      <h2 id="reviews" className="text-lg font-semibold">
        Reviews
      </h2>
      {reviews.length === 0 ? (
        <p className="mt-2 text-slate-800">No written reviews yet.</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-4" data-testid="reviews">
          {reviews.map((r) => (
            <li key={r.id} className="rounded-xl border border-slate-200 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <RatingStars rating={r.rating} />
                <p className="text-sm text-slate-700">
                  {ageBandText(r.learnerAge)} ·{" "}
                  <time dateTime={r.createdAt}>{dateText(r.createdAt)}</time>
                </p>
              </div>
              <p className="mt-2 whitespace-pre-line break-words text-slate-900">{r.comment}</p>
              {r.reply ? (
                <div className="mt-3 border-l-4 border-indigo-200 bg-indigo-50 px-3 py-2">
                  <p className="text-sm font-semibold text-indigo-900">Reply from {teacherName}</p>
                  <p className="mt-1 whitespace-pre-line break-words text-slate-900">
                    {r.reply.body}
                  </p>
                </div>
              ) : canReply ? (
                <ReviewReplyForm ratingId={r.id} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
