"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import type { Status } from "@/components/auth/status-message";

/** A prompt's status line and what happens after a save: the message, then a fresh dashboard. */
export function usePromptStatus() {
  const router = useRouter();
  const [status, setStatus] = useState<Status>(null);
  return {
    status,
    fail: (text: string) => setStatus({ variant: "error", text }),
    saved: (text: string) => {
      setStatus({ variant: "success", text });
      router.refresh();
    },
    clear: () => setStatus(null),
  };
}
