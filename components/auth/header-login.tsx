"use client";

import Link from "next/link";
import { useState } from "react";
import { Button, buttonClasses } from "@/components/ui";
import { AuthDialogs, type AuthView } from "./auth-dialogs";
import type { StreamOption } from "./signup-form";
import type { Status } from "./status-message";
import { useHydrated } from "./use-hydrated";

/**
 * The header's Login entry: a button that opens the login modal. Until the page is interactive
 * (and without JavaScript) it is a plain link to the /login page, which renders the same flow.
 */
export function HeaderLogin({ streams }: { streams: StreamOption[] }) {
  const hydrated = useHydrated();
  const [view, setView] = useState<AuthView>(null);
  const [notice, setNotice] = useState<Status>(null);
  if (!hydrated) {
    return (
      <Link href="/login" className={buttonClasses("primary", "sm")}>
        Login
      </Link>
    );
  }
  return (
    <>
      <Button size="sm" aria-haspopup="dialog" onClick={() => setView("login")}>
        Login
      </Button>
      <AuthDialogs
        view={view}
        onViewChange={(next) => {
          if (next === null) setNotice(null);
          setView(next);
        }}
        streams={streams}
        loginNotice={notice}
        onPasswordChanged={(text) => {
          setNotice({ variant: "success", text });
          setView("login");
        }}
      />
    </>
  );
}
