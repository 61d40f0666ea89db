"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { StatusMessage } from "@/components/auth/status-message";
import { uploadWithProgress } from "@/components/media/upload-with-progress";
import { Alert, Button, Dialog, Input, Select, buttonClasses } from "@/components/ui";
import { CAMPAIGN_MESSAGES, TALENT_CATEGORIES } from "@/lib/contest/rules";
import { UploadProgress } from "@/components/media/upload-progress";
import { useClearingStatus } from "./use-clearing-status";

/**
 * The campaign sign-up on a stars page: a family sends a picture or video with a category
 * (POST /save-campaign-media); teachers rate it later. ?open=true opens it at once; a visitor who
 * is not logged in is sent to log in and comes back with the modal open.
 */
export function CampaignSignup({
  contest,
  openAtStart,
  loggedIn,
  loginHref,
}: {
  contest: string;
  openAtStart: boolean;
  loggedIn: boolean;
  loginHref: string;
}) {
  const [open, setOpen] = useState(openAtStart);
  const [category, setCategory] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ category?: string; media?: string }>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [status, setStatus] = useClearingStatus();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      media: file ? undefined : CAMPAIGN_MESSAGES.noMedia,
      category: category ? undefined : CAMPAIGN_MESSAGES.noCategory,
    };
    setErrors(found);
    if (!file || !category) return;
    const body = new FormData();
    body.append("category", category);
    body.append("contest", contest);
    body.append("media", file);
    setProgress(0);
    try {
      const { body: answer } = await uploadWithProgress("/save-campaign-media", body, setProgress);
      const data = (answer ?? {}) as { status?: string; message?: string };
      if (data.status === "success") setDone(data.message ?? CAMPAIGN_MESSAGES.saved);
      else setStatus({ variant: "error", text: data.message ?? "We could not save it." });
    } catch {
      setStatus({ variant: "error", text: "The upload failed. Please try again." });
    } finally {
      setProgress(null);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Join the campaign
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Join the campaign"
        description="Share a picture or a video of your child's work; our teachers rate every one."
      >
        {!loggedIn ? (
          <div className="flex flex-col gap-3">
            <p>Please log in first, so we know whose work it is.</p>
            <Link className={buttonClasses("primary")} href={loginHref}>
              Log in
            </Link>
          </div>
        ) : done ? (
          <Alert variant="success">{done}</Alert>
        ) : (
          <form
            noValidate
            onSubmit={submit}
            className="flex flex-col gap-4"
            aria-busy={progress !== null}
          >
            <Select
              label="Category"
              placeholder="Choose a category"
              options={TALENT_CATEGORIES.map((c) => ({ value: c, label: c }))}
              value={category}
              onChange={(e) => setCategory(e.currentTarget.value)}
              error={errors.category}
            />
            <Input
              type="file"
              label="Picture or video"
              accept="image/*,video/*"
              onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
              error={errors.media}
            />
            {progress !== null ? <UploadProgress percent={progress} /> : null}
            <StatusMessage status={status} />
            <Button type="submit" loading={progress !== null}>
              Upload
            </Button>
          </form>
        )}
      </Dialog>
    </>
  );
}
