"use client";

import { createContext, useContext, useState, type ReactNode } from "react";

const Announce = createContext<(message: string) => void>(() => {});

/**
 * The moderation list's confirmation: one polite status line above the list that outlives the
 * refresh after a decision (the decided item leaves the list with it, so a message inside the
 * item would vanish at once).
 */
export function ModerationAnnouncer({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState("");
  return (
    <Announce.Provider value={setMessage}>
      <p
        role="status"
        className={
          message
            ? "mb-4 rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 font-medium text-emerald-900"
            : "sr-only"
        }
      >
        {message}
      </p>
      {children}
    </Announce.Provider>
  );
}

/** Says a moderation decision in the list's status line. */
export const useAnnounceDecision = () => useContext(Announce);
