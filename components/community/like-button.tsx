"use client";

import { useState } from "react";
import { postJson } from "@/components/auth/post-json";
import { cn, focusRing } from "@/components/ui";
import { loginPathFor } from "@/lib/auth/redirect-after-login";
import type { LikeAnswer } from "@/lib/community/types";

/**
 * The like toggle: flips at once (optimistic), sends save-community-like {post_id, isStatus} and
 * rolls back with a message when the server refuses or cannot be reached. A visitor who is not
 * signed in sees the count and a link to log in instead.
 */
export function LikeButton({
  postId,
  count,
  liked,
  signedIn,
  sharePath,
}: {
  postId: number;
  count: number;
  liked: boolean;
  signedIn: boolean;
  /** The post's own page: where a visitor comes back to after logging in. */
  sharePath: string;
}) {
  const [state, setState] = useState({ liked, count });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const label = `${state.count} ${state.count === 1 ? "like" : "likes"}`;
  if (!signedIn) {
    return (
      <a
        href={loginPathFor(sharePath)}
        className={cn(
          "inline-flex min-h-11 items-center gap-2 rounded-md px-2 text-sm text-slate-700",
          focusRing,
        )}
      >
        <Heart filled={false} /> {label} <span className="sr-only">(log in to like)</span>
      </a>
    );
  }

  async function toggle() {
    if (busy) return;
    const before = state;
    const next = {
      liked: !before.liked,
      count: Math.max(0, before.count + (before.liked ? -1 : 1)),
    };
    setState(next);
    setError(null);
    setBusy(true);
    const r = await postJson<LikeAnswer>("/save-community-like", {
      post_id: postId,
      isStatus: next.liked ? 1 : 0,
    });
    setBusy(false);
    if (r.httpStatus !== 200 || r.data.responseCode !== 200) {
      setState(before);
      setError(r.data.message || "Your like was not saved. Please try again.");
      return;
    }
    if (typeof r.data.likes_count === "number" && typeof r.data.is_liked === "boolean") {
      setState({ liked: r.data.is_liked, count: r.data.likes_count });
    }
  }

  return (
    <span className="inline-flex flex-col">
      <button
        type="button"
        onClick={toggle}
        aria-pressed={state.liked}
        className={cn(
          "inline-flex min-h-11 items-center gap-2 rounded-md px-2 text-sm font-medium",
          state.liked ? "text-rose-700" : "text-slate-700",
          focusRing,
        )}
      >
        <Heart filled={state.liked} />
        <span>{state.liked ? "Liked" : "Like"}</span>
        <span className="text-slate-600">· {label}</span>
      </button>
      {error && (
        <span role="alert" className="text-sm text-red-700">
          {error}
        </span>
      )}
    </span>
  );
}

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="shrink-0">
      <path
        d="M12 21s-7.5-4.6-9.5-9.3C1.2 8.4 3.3 5 6.7 5c2 0 3.4 1.1 4.3 2.4C11.9 6.1 13.3 5 15.3 5c3.4 0 5.5 3.4 4.2 6.7C19.5 16.4 12 21 12 21z"
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="1.8"
      />
    </svg>
  );
}
