"use client";

import { useEffect, useId, useRef, useState, type DragEvent, type FormEvent } from "react";
import { Alert, Button, Input, cn, focusRing } from "@/components/ui";
import {
  MEDIA_MESSAGES,
  MEDIA_RULES,
  THUMBNAIL_RULE,
  type MediaTypeCode,
} from "@/lib/media/library/rules";
import type { MediaItem } from "@/lib/media/library/types";
import { formatBytes, precheckFile, readUploadAnswer } from "./media-api";
import { RESUMABLE_FROM_BYTES, resumableUpload } from "./resumable-upload";
import { UploadProgress } from "./upload-progress";
import { UploadAbortedError, uploadWithProgress } from "./upload-with-progress";
import { youtubeId } from "./youtube";

export const UPLOAD_CANCELLED = "Upload cancelled. Nothing was saved.";

/** A link is a YouTube video or any https address. */
function linkProblem(link: string): string | null {
  if (youtubeId(link)) return null;
  try {
    return new URL(link.trim()).protocol === "https:" ? null : MEDIA_MESSAGES.badLink;
  } catch {
    return MEDIA_MESSAGES.badLink;
  }
}

export type UploadMediaFormProps = {
  medType: MediaTypeCode;
  /** "promotional" posts to /api/upload-promotional-media (teachers). */
  purpose?: "upload" | "promotional";
  onUploaded: (item: MediaItem, message: string) => void;
  /** Shown next to Upload while nothing is being sent (e.g. the dialog's Close). */
  onCancel?: () => void;
  /** Reports whether an upload is running (a dialog keeps itself open meanwhile). */
  onBusyChange?: (busy: boolean) => void;
};

/**
 * Choose (or drop) a file, or for a video paste a link; for a video pick a thumbnail; upload with
 * a percentage progress bar and a Cancel that aborts the request. The browser checks the extension
 * and the size first; the server checks the content and answers 212 when the storage is full.
 */
export function UploadMediaForm({
  medType,
  purpose = "upload",
  onUploaded,
  onCancel,
  onBusyChange,
}: UploadMediaFormProps) {
  const rule = MEDIA_RULES[medType];
  const isVideo = medType === 1;
  const ids = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const [source, setSource] = useState<"file" | "link">("file");
  const [file, setFile] = useState<File | null>(null);
  const [link, setLink] = useState("");
  const [title, setTitle] = useState("");
  const [thumbChoice, setThumbChoice] = useState<"none" | "file">("none");
  const [thumb, setThumb] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = progress !== null;

  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);
  // Leaving the screen mid-upload stops the upload.
  useEffect(() => () => controller.current?.abort(), []);

  function pick(chosen: File | null) {
    const problem = chosen ? precheckFile(chosen, rule) : null;
    setError(problem);
    setFile(chosen && !problem ? chosen : null);
    if (problem && fileInput.current) fileInput.current.value = "";
  }

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    if (busy) return;
    pick(event.dataTransfer.files[0] ?? null);
  }

  function problemBeforeSending(): string | null {
    if (isVideo && source === "link") {
      if (!link.trim()) return MEDIA_MESSAGES.badLink;
      const bad = linkProblem(link);
      if (bad) return bad;
    } else {
      const bad = precheckFile(file, rule);
      if (bad) return bad;
    }
    if (isVideo && thumbChoice === "file") return precheckFile(thumb, THUMBNAIL_RULE);
    return null;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = problemBeforeSending();
    if (problem) {
      setError(problem);
      return;
    }
    const form = new FormData();
    if (title.trim()) form.append("title", title.trim());
    let url = "/api/upload-media";
    if (purpose === "promotional") {
      url = "/api/upload-promotional-media";
      form.append("med_type", String(medType));
    } else if (isVideo) {
      url = "/api/upload-video";
      form.append("purpose", "upload");
    } else {
      form.append("med_type", String(medType));
    }
    if (isVideo && purpose !== "promotional") {
      if (thumbChoice === "file" && thumb) form.append("thumbnail", thumb);
      else form.append("thumbnail_option", "none");
    }
    if (isVideo && source === "link") form.append("link", link.trim());
    // The file goes last: the server streams it and reads the small fields before it.
    else if (file) form.append("file", file);

    const abort = new AbortController();
    controller.current = abort;
    setError(null);
    setProgress(0);
    try {
      // A big video, audio or document goes in chunks that survive a dropped connection
      // (decision 025); a video with its own thumbnail file goes in one request.
      const resumable =
        purpose === "upload" &&
        file !== null &&
        !(isVideo && source === "link") &&
        medType !== 2 &&
        file.size >= RESUMABLE_FROM_BYTES &&
        !(isVideo && thumbChoice === "file");
      const { body } = resumable
        ? await resumableUpload({
            file,
            medType,
            title: title.trim() || undefined,
            onProgress: setProgress,
            signal: abort.signal,
          })
        : await uploadWithProgress(url, form, setProgress, abort.signal);
      const outcome = readUploadAnswer(body);
      if (outcome.ok) {
        setFile(null);
        setLink("");
        setTitle("");
        setThumb(null);
        onUploaded(outcome.item, outcome.message);
      } else {
        setError(outcome.message);
      }
    } catch (caught) {
      setError(
        caught instanceof UploadAbortedError ? UPLOAD_CANCELLED : MEDIA_MESSAGES.uploadFailed,
      );
    } finally {
      controller.current = null;
      setProgress(null);
    }
  }

  const hint = `${rule.extensions.join(", ")} · up to ${formatBytes(rule.maxBytes)}`;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-busy={busy}>
      {isVideo && purpose !== "promotional" ? (
        <fieldset className="flex flex-wrap gap-x-6 gap-y-2" disabled={busy}>
          <legend className="mb-1 text-sm font-medium text-slate-900">Video from</legend>
          {(["file", "link"] as const).map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2 text-base">
              <input
                type="radio"
                name={`${ids}-source`}
                value={value}
                checked={source === value}
                onChange={() => {
                  setSource(value);
                  setError(null);
                }}
                className="h-5 w-5 accent-indigo-700"
              />
              {value === "file" ? "A file" : "A link (YouTube or https)"}
            </label>
          ))}
        </fieldset>
      ) : null}

      {source === "file" || !isVideo ? (
        <div
          onDragOver={(event) => {
            event.preventDefault();
            if (!busy) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          data-testid="upload-dropzone"
          className={cn(
            "rounded-lg border-2 border-dashed p-4 text-center",
            dragging ? "border-indigo-700 bg-indigo-50" : "border-slate-300 bg-slate-50",
          )}
        >
          <label htmlFor={`${ids}-file`} className="block text-base font-medium text-slate-900">
            Choose a{" "}
            {rule.label.toLowerCase() === "recording" ? "document" : rule.label.toLowerCase()} file
          </label>
          <p id={`${ids}-hint`} className="mt-1 text-sm text-slate-700">
            Or drop it here. {hint}
          </p>
          <input
            ref={fileInput}
            id={`${ids}-file`}
            type="file"
            accept={rule.accept}
            disabled={busy}
            aria-describedby={`${ids}-hint`}
            onChange={(event) => pick(event.target.files?.[0] ?? null)}
            className={cn(
              "mx-auto mt-3 block w-full max-w-xs text-sm text-slate-800",
              "file:mr-3 file:min-h-11 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-4 file:text-slate-900 hover:file:bg-slate-50",
              focusRing,
            )}
          />
          {file ? (
            <p className="mt-2 text-sm break-all text-slate-800" data-testid="upload-chosen">
              {file.name} · {formatBytes(file.size)}
            </p>
          ) : null}
        </div>
      ) : (
        <Input
          label="Video link"
          type="url"
          inputMode="url"
          placeholder="https://www.youtube.com/watch?v=…"
          value={link}
          disabled={busy}
          onChange={(event) => setLink(event.target.value)}
          hint="A YouTube video plays in a privacy-enhanced player."
        />
      )}

      <Input
        label="Title (optional)"
        value={title}
        maxLength={120}
        disabled={busy}
        onChange={(event) => setTitle(event.target.value)}
      />

      {isVideo && purpose !== "promotional" ? (
        <fieldset className="flex flex-col gap-2" disabled={busy}>
          <legend className="mb-1 text-sm font-medium text-slate-900">Thumbnail</legend>
          <label className="flex min-h-11 items-center gap-2 text-base">
            <input
              type="radio"
              name={`${ids}-thumb`}
              checked={thumbChoice === "none"}
              onChange={() => setThumbChoice("none")}
              className="h-5 w-5 accent-indigo-700"
            />
            {source === "link" ? "Use the video's own picture" : "No thumbnail"}
          </label>
          <label className="flex min-h-11 items-center gap-2 text-base">
            <input
              type="radio"
              name={`${ids}-thumb`}
              checked={thumbChoice === "file"}
              onChange={() => setThumbChoice("file")}
              className="h-5 w-5 accent-indigo-700"
            />
            Upload a thumbnail picture
          </label>
          {thumbChoice === "file" ? (
            <div>
              <label htmlFor={`${ids}-thumbfile`} className="text-sm font-medium text-slate-900">
                Thumbnail file
              </label>
              <input
                id={`${ids}-thumbfile`}
                type="file"
                accept={THUMBNAIL_RULE.accept}
                aria-describedby={`${ids}-thumbhint`}
                onChange={(event) => {
                  const chosen = event.target.files?.[0] ?? null;
                  const problem = chosen ? precheckFile(chosen, THUMBNAIL_RULE) : null;
                  setError(problem);
                  setThumb(problem ? null : chosen);
                }}
                className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-4 file:text-slate-900"
              />
              <p id={`${ids}-thumbhint`} className="mt-1 text-sm text-slate-700">
                jpg, jpeg, png · up to {formatBytes(THUMBNAIL_RULE.maxBytes)}
              </p>
            </div>
          ) : null}
        </fieldset>
      ) : null}

      {busy ? <UploadProgress percent={progress} /> : null}

      {error ? <Alert variant="error">{error}</Alert> : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {busy ? (
          <Button type="button" variant="secondary" onClick={() => controller.current?.abort()}>
            Cancel upload
          </Button>
        ) : onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel}>
            Close
          </Button>
        ) : null}
        <Button type="submit" loading={busy} disabled={busy}>
          Upload
        </Button>
      </div>
    </form>
  );
}
