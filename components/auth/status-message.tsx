"use client";

import { Alert, cn, type AlertVariant } from "@/components/ui";

export type Status = { variant: AlertVariant; text: string } | null;

/**
 * A live region that is always in the page, so screen readers announce the server's status text
 * when it appears or changes (a region added together with its text is often missed).
 */
export function StatusMessage({ status, className }: { status: Status; className?: string }) {
  return (
    // Empty, it takes back the gap of its flex column (gap-4) so it leaves no hole.
    <div aria-live="polite" aria-atomic="true" className={cn("empty:-mb-4", className)}>
      {status ? (
        // The wrapper is the live region; the alert itself gets no second role.
        <Alert variant={status.variant} role={undefined}>
          {status.text}
        </Alert>
      ) : null}
    </div>
  );
}
