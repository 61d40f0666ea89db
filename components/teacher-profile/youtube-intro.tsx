"use client";

import { useState } from "react";
import { youtubeEmbedUrl } from "@/components/media/youtube";
import { Button } from "@/components/ui";

/**
 * A YouTube intro that contacts YouTube only when the visitor asks: a button first, then the
 * privacy-enhanced embed (the site's CSP allows youtube-nocookie.com frames), playing at once.
 */
export function YoutubeIntro({ youtubeId, title }: { youtubeId: string; title: string }) {
  const [open, setOpen] = useState(false);
  if (open) {
    return (
      <iframe
        src={`${youtubeEmbedUrl(youtubeId)}&autoplay=1`}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="mt-3 aspect-video w-full rounded-xl border-0 bg-black"
      />
    );
  }
  return (
    <div className="mt-3 flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-xl bg-slate-900 p-4 text-center text-white">
      <Button type="button" size="lg" onClick={() => setOpen(true)}>
        Play intro video
      </Button>
      <p className="text-sm text-slate-200">Plays from YouTube.</p>
    </div>
  );
}
