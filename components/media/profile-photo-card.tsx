"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from "react";
import { InitialsAvatar } from "@/components/home/initials-avatar";
import { Alert, Button, useToast } from "@/components/ui";
import { AVATAR_ACCEPT, AVATAR_MESSAGES, MAX_AVATAR_BYTES } from "@/lib/media/messages";
import { uploadWithProgress, type UploadAnswer } from "./upload-with-progress";

type Person = { id: number; firstName: string; lastName: string; src: string | null };

/** Checks the browser can make before sending (the server checks the bytes themselves). */
function precheck(file: File): string | null {
  if (file.size === 0) return AVATAR_MESSAGES.noFile;
  if (file.size > MAX_AVATAR_BYTES) return AVATAR_MESSAGES.tooLarge;
  if (!AVATAR_ACCEPT.split(",").includes(file.type)) return AVATAR_MESSAGES.notImage;
  return null;
}

/**
 * "Profile photo" card of the dashboards: choose an image, see it before sending, upload it with
 * progress in percent, see what went wrong. The photo then shows wherever initials were shown.
 */
export function ProfilePhotoCard({ person }: { person: Person }) {
  const router = useRouter();
  const { toast } = useToast();
  const inputId = useId();
  const [current, setCurrent] = useState(person.src);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  // A preview address lives until the next one replaces it or the card goes away.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  function pick(chosen: File | null) {
    setFile(chosen);
    setPreview(chosen ? URL.createObjectURL(chosen) : null);
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setProgress(null);
    const problem = chosen ? precheck(chosen) : null;
    setError(problem);
    pick(chosen && !problem ? chosen : null);
    if (problem) event.target.value = "";
  }

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!file) {
      setError(AVATAR_MESSAGES.noFile);
      return;
    }
    const form = new FormData();
    form.append("avatar", file);
    setError(null);
    setProgress(0);
    try {
      const { body } = await uploadWithProgress("/uploadProfileAvatar", form, setProgress);
      const answer = body as UploadAnswer | null;
      if (answer?.response === "success") {
        setCurrent(answer.src);
        pick(null);
        (event.target as HTMLFormElement).reset();
        toast({ title: AVATAR_MESSAGES.uploaded, variant: "success" });
        router.refresh();
      } else {
        setError(answer?.response === "failed" ? answer.message : AVATAR_MESSAGES.failed);
      }
    } catch {
      setError(AVATAR_MESSAGES.failed);
    } finally {
      setProgress(null);
    }
  }

  const uploading = progress !== null;
  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${inputId}-title`} className="text-lg font-semibold">
        Profile photo
      </h2>
      <form onSubmit={upload} className="mt-4 flex flex-wrap items-center gap-4">
        <InitialsAvatar
          id={person.id}
          firstName={person.firstName}
          lastName={person.lastName}
          src={preview ?? current}
          alt={preview ? "Preview of the chosen photo" : current ? "Your current photo" : ""}
          size="lg"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div>
            <label htmlFor={inputId} className="text-sm font-medium text-slate-900">
              Choose a photo
            </label>
            <input
              id={inputId}
              name="avatar"
              type="file"
              accept={AVATAR_ACCEPT}
              onChange={choose}
              disabled={uploading}
              aria-describedby={`${inputId}-hint`}
              className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-md file:border file:border-slate-400 file:bg-white file:px-4 file:text-slate-900 hover:file:bg-slate-50"
            />
            <p id={`${inputId}-hint`} className="mt-1 text-sm text-slate-700">
              JPEG, PNG, WebP or GIF, up to 5 MB.
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={!file} loading={uploading}>
              Upload photo
            </Button>
            {uploading ? (
              <span className="flex items-center gap-2 text-sm text-slate-800">
                <progress
                  value={progress}
                  max={100}
                  aria-label="Upload progress"
                  className="h-2 w-32 accent-indigo-700"
                />
                <span aria-live="polite">{progress}%</span>
              </span>
            ) : null}
          </div>
        </div>
      </form>
      {error ? (
        <Alert variant="error" className="mt-4">
          {error}
        </Alert>
      ) : null}
    </section>
  );
}
