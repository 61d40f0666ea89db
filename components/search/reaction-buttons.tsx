"use client";

import { useState } from "react";
import type { z } from "zod";
import { cn, focusRing, useToast } from "@/components/ui";
import type { setLikeDislikeResponse } from "@/lib/catalog/search/legacy-schemas";

type Flags = { liked: boolean; following: boolean };
/** setLikeDislike's answer (its response schema), or the error envelope's message. */
type ReactionAnswer = Partial<z.output<typeof setLikeDislikeResponse>> & { message?: string };
type Kind = "like" | "follow";

const STATUS: Record<Kind, [on: string, off: string]> = {
  like: ["like", "dislike"],
  follow: ["follow", "unfollow"],
};

/**
 * Like and follow toggles of a teacher card for a logged-in student: each press calls the legacy
 * POST /setLikeDislike (the one place the rule lives), shows the new state at once and puts it back
 * if the server refuses.
 */
export function ReactionButtons({
  teacherId,
  teacherName,
  initial,
}: {
  teacherId: number;
  teacherName: string;
  initial: Flags;
}) {
  const [flags, setFlags] = useState(initial);
  const [busy, setBusy] = useState<Kind | null>(null);
  const { toast } = useToast();

  async function toggle(kind: Kind) {
    const key = kind === "like" ? "liked" : "following";
    const next = !flags[key];
    const before = flags;
    setFlags({ ...flags, [key]: next });
    setBusy(kind);
    try {
      const status = STATUS[kind][next ? 0 : 1];
      const res = await fetch(
        `/setLikeDislike?${new URLSearchParams({ user_id: String(teacherId), status })}`,
        { method: "POST", headers: { accept: "application/json" } },
      );
      const body = (await res.json().catch(() => null)) as ReactionAnswer | null;
      if (!res.ok || !body) throw new Error(body?.message ?? "Could not save. Please try again.");
      setFlags({ liked: Boolean(body.like_status), following: Boolean(body.following) });
    } catch (error) {
      setFlags(before);
      toast({
        title: "Not saved",
        description: error instanceof Error ? error.message : "Please try again.",
        variant: "error",
      });
    } finally {
      setBusy(null);
    }
  }

  // The label stays the same; aria-pressed (and the look) tell whether it is on.
  const button = (kind: Kind, pressed: boolean, label: string) => (
    <button
      type="button"
      aria-pressed={pressed}
      aria-busy={busy === kind || undefined}
      disabled={busy !== null}
      onClick={() => void toggle(kind)}
      className={cn(
        "inline-flex min-h-11 flex-1 items-center justify-center gap-1.5 rounded-md border px-3 text-sm font-medium",
        pressed
          ? "border-indigo-700 bg-indigo-700 text-white hover:bg-indigo-800"
          : "border-slate-400 bg-white text-slate-900 hover:bg-slate-50",
        "disabled:cursor-wait",
        focusRing,
      )}
    >
      <span aria-hidden="true">
        {kind === "like" ? (pressed ? "♥" : "♡") : pressed ? "✓" : "+"}
      </span>
      {label}
      <span className="sr-only"> {teacherName}</span>
    </button>
  );

  return (
    <div className="flex gap-2">
      {button("like", flags.liked, "Like")}
      {button("follow", flags.following, "Follow")}
    </div>
  );
}
