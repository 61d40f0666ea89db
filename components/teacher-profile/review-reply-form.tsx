"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { messageOf, postJson } from "@/components/admin/post-json";
import { Alert, Button, Textarea } from "@/components/ui";
import { REVIEW_RULES, reviewReplyRequest, type ReviewReplyInput } from "@/lib/reviews/schemas";

/**
 * The teacher's one reply to a written review (POST /api/review-reply), with the server's own
 * schema; after it the page refreshes and shows the reply in place of the form.
 */
export function ReviewReplyForm({ ratingId }: { ratingId: number }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ReviewReplyInput>({
    resolver: zodResolver(reviewReplyRequest),
    defaultValues: { rating_id: ratingId, body: "" },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const r = await postJson("/api/review-reply", values);
      if (!r.ok) return setError(messageOf(r.body, "Your reply was not saved. Please try again."));
      router.refresh();
    } catch {
      setError("Your reply was not saved. Please check your connection and try again.");
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="mt-3 flex flex-col gap-2">
      <Textarea
        label="Your public reply (one per review)"
        rows={3}
        maxLength={REVIEW_RULES.replyMax}
        error={form.formState.errors.body?.message}
        {...form.register("body")}
      />
      {error && <Alert variant="error">{error}</Alert>}
      <div>
        <Button type="submit" size="sm" loading={form.formState.isSubmitting}>
          Publish reply
        </Button>
      </div>
    </form>
  );
}
