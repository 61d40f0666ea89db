"use client";

import { useRouter } from "next/navigation";
import { useId, useState, type FormEvent } from "react";
import { messageOf } from "@/components/auth/post-json";
import { Alert, Button, cn, Dialog } from "@/components/ui";
import { AFTER_MESSAGES } from "@/lib/classes/after/messages";
import { FormDialogFooter, useJsonPost } from "./after-class-form";

const STARS = [1, 2, 3, 4, 5] as const;
const WORDS = ["", "Poor", "Fair", "Good", "Very good", "Excellent"];

/**
 * "Rate class" for a class the student attended: 1 to 5 stars as a radio group (arrow keys move
 * between stars), sent to POST /api/set-rating; on success the student goes to the dashboard.
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
  const [error, setError] = useState<string | null>(null);
  const { sending, post } = useJsonPost();

  function close() {
    if (sending) return;
    setOpen(false);
    setError(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (rating < 1) {
      setError(AFTER_MESSAGES.ratingRange);
      return;
    }
    setError(null);
    const { httpStatus, data } = await post<{ status: string; redirect_to: string }>(
      "/api/set-rating",
      { slot_id: sessionId, rating },
    );
    if (httpStatus === 200 && data.status === "success") {
      setOpen(false);
      router.push(data.redirect_to ?? "/st/dashboard");
      router.refresh();
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
          <FormDialogFooter
            formId={formId}
            onCancel={close}
            sending={sending}
            submitLabel="Submit rating"
          />
        }
      >
        <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-3">
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
          {error && <Alert variant="error">{error}</Alert>}
        </form>
      </Dialog>
    </>
  );
}
