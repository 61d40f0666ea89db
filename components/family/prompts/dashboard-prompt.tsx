"use client";

import Link from "next/link";
import { useState } from "react";
import { useHydrated } from "@/components/auth/use-hydrated";
import { buttonClasses } from "@/components/ui";
import type { DashboardPrompt as Prompt } from "@/lib/family/profile/dashboard-prompt";
import { DetailPrompt } from "./detail-prompt";
import { DobPrompt } from "./dob-prompt";
import { PromptCard } from "./prompt-card";
import { StatePrompt } from "./state-prompt";
import { TimezonePrompt } from "./timezone-prompt";

const storageKey = (p: Prompt) => `tl-prompt-${p.userId}-${p.kind}`;

function wasShown(p: Prompt): boolean {
  try {
    return window.localStorage.getItem(storageKey(p)) !== null;
  } catch {
    return false;
  }
}

/**
 * The dashboard's one prompt (lib/family/profile/dashboard-prompt), shown once: "Later" (or a
 * save) remembers it in this browser, so it does not come back on the next visit.
 */
export function DashboardPrompt({ prompt }: { prompt: Prompt | null }) {
  // Hidden in the server HTML: only the browser knows what was dismissed.
  const hydrated = useHydrated();
  const [dismissed, setDismissed] = useState(false);
  if (!prompt || !hydrated || dismissed || wasShown(prompt)) return null;
  const later = () => {
    try {
      window.localStorage.setItem(storageKey(prompt), "shown");
    } catch {
      // Private mode: the prompt simply comes back next time.
    }
    setDismissed(true);
  };
  switch (prompt.kind) {
    case "detail":
      return (
        <DetailPrompt
          userId={prompt.userId}
          name={prompt.name}
          email={prompt.email}
          onLater={later}
        />
      );
    case "dob":
      return <DobPrompt onLater={later}>{prompt.children}</DobPrompt>;
    case "state":
      return (
        <StatePrompt
          userId={prompt.userId}
          state={prompt.state}
          city={prompt.city}
          onLater={later}
        />
      );
    case "timezone":
      return (
        <TimezonePrompt
          userId={prompt.userId}
          timeZone={prompt.timeZone}
          countries={prompt.countries}
          onLater={later}
        />
      );
    case "profile":
      return (
        <PromptCard
          title="Complete your profile"
          why="Add the school, sex and pincode to finish the profile (teachers see only the first name, age and time zone)."
          onLater={later}
        >
          <Link href="/st/profile" className={buttonClasses("primary")}>
            Complete profile
          </Link>
        </PromptCard>
      );
  }
}
