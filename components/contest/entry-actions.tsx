"use client";

import { useEffect, useState } from "react";
import { getJson } from "@/components/auth/post-json";
import { Button } from "@/components/ui";
import { ShareLinks } from "./share-links";
import { VoteDialog } from "./vote-dialog";

/** How often the entry page refreshes its vote count. */
export const VOTE_POLL_MS = 10_000;

/**
 * The entry page's live part: the vote count (read again every 10 s while the tab
 * is visible), the Vote button with its modal and the share links.
 */
export function EntryActions({
  entryId,
  entryName,
  votes,
  url,
}: {
  entryId: number;
  entryName: string;
  votes: number;
  url: string;
}) {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(votes);
  useEffect(() => {
    const timer = setInterval(async () => {
      if (document.visibilityState !== "visible") return;
      const live = await getJson<{ votes: number }>(`/api/contest/entries/${entryId}/votes`);
      if (live && typeof live.votes === "number") setShown(live.votes);
    }, VOTE_POLL_MS);
    return () => clearInterval(timer);
  }, [entryId]);

  return (
    <div className="flex flex-col gap-4">
      <p className="text-lg" aria-live="polite">
        <span className="text-3xl font-bold" data-testid="vote-count">
          {shown}
        </span>{" "}
        {shown === 1 ? "vote" : "votes"}
      </p>
      <Button size="lg" onClick={() => setOpen(true)} className="self-start">
        Vote for {entryName}
      </Button>
      <ShareLinks url={url} text={`Vote for ${entryName} in the talent hunt!`} />
      <VoteDialog
        entryId={entryId}
        entryName={entryName}
        open={open}
        onClose={() => setOpen(false)}
        onVoted={(count) => {
          if (count !== undefined) setShown(count);
        }}
      />
    </div>
  );
}
