"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { messageOf } from "@/components/auth/post-json";
import { Alert, Button, cn, Dialog, Textarea } from "@/components/ui";
import { AFTER_MESSAGES } from "@/lib/classes/after/messages";
import { REVIEW_RULES, reviewCommentField } from "@/lib/reviews/schemas";
import { FormDialogFooter, useJsonPost } from "./after-class-form";

const STARS = [1, 2, 3, 4, 5] as const;
const WORDS = ["", "Poor", "Fair", "Good", "Very good", "Excellent"];

/**
 * "Rate class" for a class the student attended: 1 to 5 stars as a radio group (arrow keys move
 * between stars), sent to POST /api/set-rating; on success the dialog thanks the student, and
 * "Done" takes them to the dashboard (redirect_to).
 */
export function RateClassButton({
  sessionId,
  teacherName,
}: {
  sessionId: number;
  teacherName: string;
}) {
  const router = useRouter();
  const name = useId();
  const [open, setOpen] = useState(false);
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState("");
  const [commentError, setCommentError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  /** After a saved rating: where "Done" goes (the thank-you shows until then). */
  const [thanked, setThanked] = useState<string | null>(null);
  const { sending, post } = useJsonPost();

  function close() {
    if (sending) return;
    if (thanked) {
      router.push(thanked);
      router.refresh();
    }
    setOpen(false);
    setError(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (rating < 1) {
      setError(AFTER_MESSAGES.ratingRange);
      return;
    }
    const review = reviewCommentField.safeParse(comment);
    setCommentError(review.success ? undefined : review.error.issues[0]?.message);
    if (!review.success) return;
    setError(null);
    const { httpStatus, data } = await post<{ status: string; redirect_to: string }>(
      "/api/set-rating",
      { slot_id: sessionId, rating, comment: review.data },
    );
    if (httpStatus === 200 && data.status === "success") {
      setThanked(data.redirect_to ?? "/st/dashboard");
      return;
    }
    setError(messageOf(data));
  }

  const formId = `${name}-form`;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        Rate class
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title="Rate your class"
        description={`How was your class with ${teacherName}?`}
        footer={
          thanked ? (
            <Button onClick={close}>Done</Button>
          ) : (
            <FormDialogFooter
              formId={formId}
              onCancel={close}
              sending={sending}
              submitLabel="Submit rating"
            />
          )
        }
      >
        <div role="status">
          {thanked ? (
            <p className="font-medium text-green-800">
              Thank you for rating your class! Your feedback helps {teacherName} and other families.
            </p>
          ) : null}
        </div>
        <form
          hidden={thanked !== null}
          id={formId}
          onSubmit={submit}
          noValidate
          className="flex flex-col gap-3"
        >
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-900">Your rating</legend>
            <div className="flex flex-wrap gap-1">
              {STARS.map((star) => (
                <label
                  key={star}
                  className={cn(
                    "flex h-11 w-11 cursor-pointer items-center justify-center rounded-md text-3xl leading-none",
                    "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600",
                    star <= rating ? "text-amber-500" : "text-slate-400",
                  )}
                >
                  <input
                    type="radio"
                    name={name}
                    value={star}
                    checked={rating === star}
                    onChange={() => setRating(star)}
                    className="sr-only"
                    aria-label={`${star} ${star === 1 ? "star" : "stars"}`}
                  />
                  <span aria-hidden="true">★</span>
                </label>
              ))}
            </div>
            <p className="mt-1 min-h-5 text-sm text-slate-700" aria-live="polite">
              {rating > 0 ? `${rating} of 5: ${WORDS[rating]}` : "Choose from 1 to 5 stars."}
            </p>
          </fieldset>
          <Textarea
            label="Your review (optional)"
            hint={`Shown on ${teacherName}'s public page with your age group, not your name.`}
            rows={3}
            maxLength={REVIEW_RULES.commentMax}
            value={comment}
            error={commentError}
            onChange={(e) => setComment(e.target.value)}
          />
          {error && <Alert variant="error">{error}</Alert>}
        </form>
      </Dialog>
    </>
  );
}
