"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { postJson } from "@/components/auth/post-json";
import { Alert, Button, Textarea } from "@/components/ui";
import { commentFields } from "@/lib/community/schemas";

type Values = z.input<typeof commentFields>;

/**
 * Adds a comment (save-community-comment {post_id, comment}; the author is the session). Uses the
 * server's schema, so an empty comment says 'Comment should be required' before anything is sent.
 */
export function CommentForm({ postId }: { postId: number }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(commentFields),
    defaultValues: { comment: "" },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    setDone(null);
    const r = await postJson<{ responseCode: number }>("/save-community-comment", {
      post_id: postId,
      comment: values.comment,
    });
    if (r.httpStatus !== 200 || r.data.responseCode !== 200) {
      const field = r.data.errors?.comment;
      const message = Array.isArray(field) ? field[0] : field;
      setError(message || r.data.message || "Your comment was not saved. Please try again.");
      return;
    }
    form.reset({ comment: "" });
    setDone(r.data.message || "Comment added.");
    router.refresh();
  });
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <Textarea
        label="Add a comment"
        rows={2}
        maxLength={1000}
        error={form.formState.errors.comment?.message}
        {...form.register("comment")}
      />
      {error && <Alert variant="error">{error}</Alert>}
      {done && (
        <p role="status" className="text-sm text-emerald-800">
          {done}
        </p>
      )}
      <div>
        <Button type="submit" size="sm" loading={form.formState.isSubmitting}>
          Comment
        </Button>
      </div>
    </form>
  );
}
