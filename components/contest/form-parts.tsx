"use client";

import { StatusMessage, type Status } from "@/components/auth/status-message";
import { UploadProgress } from "@/components/media/upload-progress";
import { Button, Input } from "@/components/ui";
import { CONTEST_MESSAGES, CONTEST_VIDEO_RULE } from "@/lib/contest/rules";

/** A contest form's video file field: 'Please Upload Video' when none is chosen. */
export function ContestVideoInput({
  label,
  error,
  onFile,
}: {
  label: string;
  error?: string;
  onFile: (file: File | null, error: string | undefined) => void;
}) {
  return (
    <Input
      type="file"
      label={label}
      hint={CONTEST_VIDEO_RULE.extensions.join(", ")}
      accept={CONTEST_VIDEO_RULE.accept}
      error={error}
      onChange={(event) => {
        const chosen = event.currentTarget.files?.[0] ?? null;
        onFile(chosen, chosen ? undefined : CONTEST_MESSAGES.videoRequired);
      }}
    />
  );
}

/** The end of an upload form: the progress bar while sending, the status line, the submit button. */
export function UploadFormFooter({
  progress,
  status,
  submitLabel,
  loading = false,
}: {
  progress: number | null;
  status: Status;
  submitLabel: string;
  /** Busy before the upload starts (a check the form makes first). */
  loading?: boolean;
}) {
  return (
    <>
      {progress !== null ? <UploadProgress percent={progress} /> : null}
      <StatusMessage status={status} />
      <Button type="submit" loading={loading || progress !== null} className="self-start">
        {submitLabel}
      </Button>
    </>
  );
}
