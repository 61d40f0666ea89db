"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { messageOf, postJson } from "@/components/admin/post-json";
import { Alert, Button, Select } from "@/components/ui";
import {
  introVideoRequest,
  type IntroVideoInput,
} from "@/lib/teacher/settings/intro-video-schemas";

/**
 * The intro video of the teacher's public profile (POST /api/intro-video, the server's schema):
 * one of their uploaded video files, or none. Saving or removing shows the server's confirmation.
 */
export function IntroVideoForm(props: {
  current: string | null;
  videos: { id: string; name: string }[];
}) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<IntroVideoInput>({
    resolver: zodResolver(introVideoRequest),
    defaultValues: { media_id: props.current ?? "" },
  });

  async function send(mediaId: string | null) {
    setError(null);
    setDone(null);
    try {
      const r = await postJson("/api/intro-video", { media_id: mediaId });
      if (!r.ok)
        return setError(messageOf(r.body, "The intro video was not saved. Please try again."));
      setDone(messageOf(r.body, "Intro video saved."));
      if (mediaId === null) form.reset({ media_id: "" });
      router.refresh();
    } catch {
      setError("The intro video was not saved. Please check your connection and try again.");
    }
  }

  if (props.videos.length === 0) {
    return (
      <Alert>
        Upload a 1–2 minute video introducing yourself in{" "}
        <Link href="/em/uploadVideo" className="font-medium underline">
          Upload a video
        </Link>
        , then choose it here. Families see it on your public profile.
      </Alert>
    );
  }
  const onSubmit = form.handleSubmit((values) => send(values.media_id || null));
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3" aria-label="Intro video">
      <Select
        label="Intro video (1–2 minutes about you and how you teach)"
        placeholder="No intro video"
        options={props.videos.map((v) => ({ value: v.id, label: v.name }))}
        error={form.formState.errors.media_id?.message}
        {...form.register("media_id")}
      />
      {error && <Alert variant="error">{error}</Alert>}
      {done && <Alert variant="success">{done}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" loading={form.formState.isSubmitting}>
          Save intro video
        </Button>
        {props.current ? (
          <Button
            type="button"
            variant="secondary"
            disabled={form.formState.isSubmitting}
            onClick={() => void send(null)}
          >
            Remove intro video
          </Button>
        ) : null}
      </div>
    </form>
  );
}
