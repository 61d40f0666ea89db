"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { Alert, Button, Input, Textarea } from "@/components/ui";
import { UploadAbortedError, uploadWithProgress } from "@/components/media/upload-with-progress";
import {
  COMMUNITY_ACCEPT,
  COMMUNITY_FILE_RULES,
  COMMUNITY_MESSAGES as M,
} from "@/lib/community/rules";
import { postFields, type PostFields } from "@/lib/community/schemas";
import type { Hashtag, SavePostAnswer } from "@/lib/community/types";

/** The browser's check of the chosen file (the server sniffs the content again). */
export function fileProblem(file: File | null): string | null {
  if (!file) return M.noFile;
  const ext = file.name.split(".").pop()?.toLowerCase() ?? "";
  for (const rule of [COMMUNITY_FILE_RULES.image, COMMUNITY_FILE_RULES.video]) {
    if ((rule.extensions as readonly string[]).includes(ext)) {
      if (file.size <= rule.maxBytes) return null;
      return rule === COMMUNITY_FILE_RULES.image ? M.imageTooLarge : M.videoTooLarge;
    }
  }
  return M.badFormat;
}

export const SENT_FOR_APPROVAL = "Sent for approval — a teacher will check it before it appears.";

/**
 * A new community post: title, description, tags (at least one), a picture or a video, sent as
 * multipart to save-community-post with a progress bar. A student's post waits for approval, so
 * the form says so; a teacher's post is published at once.
 */
export function PostForm({
  hashtags,
  defaultTagId,
}: {
  hashtags: Hashtag[];
  defaultTagId: number | null;
}) {
  const router = useRouter();
  const ids = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ pending: boolean; path: string } | null>(null);
  const form = useForm<PostFields>({
    resolver: zodResolver(postFields),
    defaultValues: {
      title: "",
      description: "",
      tag_ids: defaultTagId ? [String(defaultTagId)] : [],
    },
  });
  useEffect(() => () => controller.current?.abort(), []);

  function pick(chosen: File | null) {
    setFile(chosen);
    setFileError(chosen ? fileProblem(chosen) : null);
  }

  async function send(values: PostFields) {
    const problem = fileProblem(file);
    if (problem || !file) return setFileError(problem);
    setError(null);
    const body = new FormData();
    body.append("title", values.title);
    body.append("description", values.description ?? "");
    body.append("tag_ids", [values.tag_ids ?? []].flat().join(","));
    body.append("media", file);
    controller.current = new AbortController();
    setProgress(0);
    try {
      const r = await uploadWithProgress(
        "/save-community-post",
        body,
        setProgress,
        controller.current.signal,
      );
      const answer = (r.body ?? {}) as Partial<SavePostAnswer> & {
        message?: string;
        errors?: Record<string, string | string[]>;
      };
      if (r.status !== 200 || answer.responseCode !== 200 || !answer.data) {
        const first = answer.errors ? Object.values(answer.errors).flat()[0] : undefined;
        setError(first || answer.message || "Your post was not saved. Please try again.");
        return;
      }
      setDone({
        pending: answer.data.status === "pending",
        path: new URL(answer.data.share_url, window.location.origin).pathname,
      });
      form.reset();
      pick(null);
      if (fileInput.current) fileInput.current.value = "";
      router.refresh();
    } catch (e) {
      setError(
        e instanceof UploadAbortedError
          ? "Upload cancelled. Nothing was saved."
          : "Your post was not sent. Please check your connection and try again.",
      );
    } finally {
      setProgress(null);
      controller.current = null;
    }
  }

  if (done) {
    return (
      <div className="flex flex-col gap-3">
        <Alert variant="success" title={done.pending ? "Sent for approval" : "Published"}>
          {done.pending ? SENT_FOR_APPROVAL : M.savedApproved}
        </Alert>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="secondary" onClick={() => router.push(done.path)}>
            See your post
          </Button>
          <Button type="button" variant="ghost" onClick={() => setDone(null)}>
            Share another
          </Button>
        </div>
      </div>
    );
  }

  const tagError = form.formState.errors.tag_ids;
  const busy = progress !== null;
  return (
    <form
      onSubmit={(e) => void form.handleSubmit(send, () => setFileError(fileProblem(file)))(e)}
      noValidate
      className="flex flex-col gap-4"
    >
      <Input
        label="Title"
        maxLength={200}
        error={form.formState.errors.title?.message}
        {...form.register("title")}
      />
      <Textarea
        label="Description"
        rows={3}
        maxLength={5000}
        error={form.formState.errors.description?.message}
        {...form.register("description")}
      />
      <fieldset aria-describedby={tagError ? `${ids}-tags-error` : undefined}>
        <legend className="text-sm font-medium text-slate-900">Tags</legend>
        <div className="mt-1 flex flex-wrap gap-x-4">
          {hashtags.map((t) => (
            <label key={t.id} className="flex min-h-11 items-center gap-2 text-base">
              <input
                type="checkbox"
                value={String(t.id)}
                className="h-5 w-5 accent-indigo-700"
                {...form.register("tag_ids")}
              />
              #{t.name}
            </label>
          ))}
        </div>
        {tagError && (
          <p id={`${ids}-tags-error`} className="text-sm text-red-700">
            {tagError.message ??
              (tagError as { root?: { message?: string } }).root?.message ??
              M.noTag}
          </p>
        )}
      </fieldset>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${ids}-file`} className="text-sm font-medium text-slate-900">
          Picture or video
        </label>
        <input
          ref={fileInput}
          id={`${ids}-file`}
          type="file"
          accept={COMMUNITY_ACCEPT}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={`${ids}-file-hint${fileError ? ` ${ids}-file-error` : ""}`}
          disabled={busy}
          onChange={(e) => pick(e.target.files?.[0] ?? null)}
          className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-indigo-50 file:px-4 file:font-medium file:text-indigo-800"
        />
        <p id={`${ids}-file-hint`} className="text-sm text-slate-600">
          Pictures: jpg, png, webp, gif up to 5 MB. Videos: mp4, mov, mpg up to 95 MB.
        </p>
        {fileError && (
          <p id={`${ids}-file-error`} className="text-sm text-red-700">
            {fileError}
          </p>
        )}
      </div>
      {busy && (
        <div className="flex flex-col gap-1">
          <progress
            max={100}
            value={progress}
            aria-label="Upload progress"
            className="h-2 w-full overflow-hidden rounded accent-indigo-700"
          />
          <p className="text-sm text-slate-700" aria-live="polite">
            Uploading… {progress}%
          </p>
        </div>
      )}
      {error && <Alert variant="error">{error}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={busy}>
          Share
        </Button>
        {busy && (
          <Button type="button" variant="ghost" onClick={() => controller.current?.abort()}>
            Cancel upload
          </Button>
        )}
      </div>
    </form>
  );
}
