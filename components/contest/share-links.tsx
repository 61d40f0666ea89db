"use client";

import { useState } from "react";
import { useHydrated } from "@/components/auth/use-hydrated";
import { Button, buttonClasses } from "@/components/ui";

/** WhatsApp, copy link and (on phones that have it) the native share sheet. */
export function ShareLinks({ url, text }: { url: string; text: string }) {
  const hydrated = useHydrated();
  const canShare = hydrated && typeof navigator.share === "function";
  const [copied, setCopied] = useState("");
  const whatsapp = `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <a
          className={buttonClasses("secondary", "sm")}
          href={whatsapp}
          target="_blank"
          rel="noopener noreferrer"
        >
          Share on WhatsApp
        </a>
        <Button
          variant="secondary"
          size="sm"
          onClick={async () => {
            try {
              await navigator.clipboard.writeText(url);
              setCopied("Link copied.");
            } catch {
              setCopied(`Copy this link: ${url}`);
            }
          }}
        >
          Copy link
        </Button>
        {canShare ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => navigator.share({ title: text, url }).catch(() => undefined)}
          >
            Share…
          </Button>
        ) : null}
      </div>
      <p role="status" className="text-sm text-slate-800">
        {copied}
      </p>
    </div>
  );
}
