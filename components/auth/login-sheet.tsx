"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { Dialog } from "@/components/ui";
import type { AccountRole } from "@/lib/auth/ui-schemas";
import { PHONE_FULL_SCREEN } from "./dialog-classes";
import { LoginFlow } from "./login-flow";
import { SignupForm } from "./signup-form";
import { TextButton } from "./text-button";
import { useBackCloses } from "./use-back-closes";

/**
 * The login sheet of a page step ("Pay now", "Apply" a promo, "Book"): log in, or sign up as a
 * family, without leaving the page. Once in, the sheet closes and the page reloads its data for
 * the account, so the step it was opened from (the chosen pack, promo, slot) is exactly as it was.
 * Back closes the sheet and stays on the page.
 */
export function LoginSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const router = useRouter();
  const [view, setView] = useState<"login" | AccountRole>("login");
  useBackCloses(open, onClose);
  const done = () => {
    onClose();
    router.refresh();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={view === "login" ? "Log in to continue" : "Sign up to continue"}
      className={PHONE_FULL_SCREEN}
    >
      {view === "login" ? (
        <LoginFlow onSession={done} onSignup={setView} />
      ) : (
        <>
          {/* key: a new form (and a new verification) for each role */}
          <SignupForm key={view} role={view} onSignedUp={done} />
          <p className="mt-4 flex flex-wrap items-center gap-x-2 border-t border-slate-200 pt-3 text-sm text-slate-700">
            <span>Already have an account?</span>
            <TextButton onClick={() => setView("login")}>Log in</TextButton>
          </p>
        </>
      )}
    </Dialog>
  );
}
