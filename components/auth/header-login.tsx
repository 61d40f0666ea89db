"use client";

import Link from "next/link";
import { lazy, Suspense, useState } from "react";
import { Button, buttonClasses, Spinner } from "@/components/ui";
import type { AuthView } from "./auth-dialogs";
import type { StreamOption } from "./signup-form";
import type { Status } from "./status-message";
import { useHydrated } from "./use-hydrated";

// The dialogs (four login sections, signup, forgot password, their schemas and react-hook-form)
// are a separate chunk, fetched when the visitor points at the button or opens it, not on every
// page load.
const loadAuthDialogs = () => import("./auth-dialogs");
const AuthDialogs = lazy(() => loadAuthDialogs().then((m) => ({ default: m.AuthDialogs })));
const prefetch = () => {
  loadAuthDialogs().catch(() => {});
};

/**
 * The header's Login entry: a button that opens the login modal. Until the page is interactive
 * (and without JavaScript) it is a plain link to the /login page, which renders the same flow.
 */
export function HeaderLogin({ streams }: { streams: StreamOption[] }) {
  const hydrated = useHydrated();
  const [view, setView] = useState<AuthView>(null);
  const [notice, setNotice] = useState<Status>(null);
  // Mounted on the first open and kept, so moving between the modals keeps their state.
  const [mounted, setMounted] = useState(false);
  if (!hydrated) {
    return (
      <Link href="/login" className={buttonClasses("primary", "sm")}>
        Login
      </Link>
    );
  }
  return (
    <>
      <Button
        size="sm"
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setMounted(true);
          setView("login");
        }}
      >
        Login
      </Button>
      {mounted ? (
        <Suspense fallback={<Spinner size="sm" label="Opening login" />}>
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
        </Suspense>
      ) : null}
    </>
  );
}
