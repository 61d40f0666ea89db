"use client";

import Link from "next/link";
import { useState } from "react";
import { Button, buttonClasses } from "@/components/ui";
import { LoginOrSignupDialog } from "./login-or-signup-dialog";
import { useHydrated } from "./use-hydrated";

/**
 * "Book a free demo" for a visitor: opens the login-or-signup modal, which ends on the booking page
 * of the course. Before the page is interactive it links to /login.
 */
export function BookDemoButton({
  courseId,
  bookingPath,
}: {
  courseId: number;
  bookingPath: string;
}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  if (!hydrated) {
    return (
      <Link href="/login" className={buttonClasses("primary", "lg")}>
        Book a free demo
      </Link>
    );
  }
  return (
    <>
      <Button size="lg" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Book a free demo
      </Button>
      <LoginOrSignupDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Book a free demo"
        redirectTo={bookingPath}
        courseId={courseId}
      />
    </>
  );
}
