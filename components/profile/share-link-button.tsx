"use client";

import { useRef, useState } from "react";
import { Button, Dialog, Input, buttonClasses, useToast } from "@/components/ui";

/**
 * "Share" and its share-link modal (spec 1): the page's address in a read-only field, a Copy
 * button (the Clipboard API; where it is missing or refused, the address is selected so the
 * visitor can copy it themselves) and a WhatsApp link for phones.
 */
export function ShareLinkButton({ url, title }: { url: string; title: string }) {
  const [open, setOpen] = useState(false);
  const [hint, setHint] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { toast } = useToast();

  function selectLink() {
    inputRef.current?.focus();
    inputRef.current?.select();
  }

  async function copy() {
    setHint(null);
    try {
      if (!navigator.clipboard?.writeText) throw new Error("no clipboard");
      await navigator.clipboard.writeText(url);
      toast({ title: "Link copied", variant: "success" });
      return;
    } catch {
      // Fallback: select the text and try the older copy command.
    }
    selectLink();
    let copied = false;
    try {
      copied = document.execCommand("copy");
    } catch {
      copied = false;
    }
    if (copied) toast({ title: "Link copied", variant: "success" });
    else setHint("The link is selected: copy it with Ctrl+C, or long-press on a phone.");
  }

  return (
    <>
      <Button variant="secondary" size="lg" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Share
      </Button>
      <Dialog
        open={open}
        onClose={() => {
          setOpen(false);
          setHint(null);
        }}
        title="Share this profile"
        description={`Send ${title}'s page to family and friends.`}
        footer={
          <>
            <a
              href={`https://wa.me/?text=${encodeURIComponent(`${title}: ${url}`)}`}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses("secondary")}
            >
              Share on WhatsApp
            </a>
            <Button onClick={copy}>Copy link</Button>
          </>
        }
      >
        <Input
          ref={inputRef}
          label="Profile link"
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          hint={hint ?? undefined}
        />
      </Dialog>
    </>
  );
}
