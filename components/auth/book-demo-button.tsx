"use client";

import Link from "next/link";
import { lazy, Suspense, useState } from "react";
import { Button, buttonClasses, Spinner } from "@/components/ui";
import { loginPathFor } from "@/lib/auth/redirect-after-login";
import { useHydrated } from "./use-hydrated";

// The login-or-signup modal (OTP, profile step, schemas, react-hook-form) is a separate chunk,
// fetched when the visitor points at the button or opens it.
const loadDialog = () => import("./login-or-signup-dialog");
const LoginOrSignupDialog = lazy(() =>
  loadDialog().then((m) => ({ default: m.LoginOrSignupDialog })),
);
const prefetch = () => {
  loadDialog().catch(() => {});
};

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
  const [mounted, setMounted] = useState(false);
  if (!hydrated) {
    return (
      <Link href={loginPathFor(bookingPath)} className={buttonClasses("primary", "lg")}>
        Book a free demo
      </Link>
    );
  }
  return (
    <>
      <Button
        size="lg"
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
      >
        Book a free demo
      </Button>
      {mounted ? (
        <Suspense fallback={<Spinner size="sm" label="Opening the form" />}>
          <LoginOrSignupDialog
            open={open}
            onClose={() => setOpen(false)}
            title="Book a free demo"
            redirectTo={bookingPath}
            courseId={courseId}
          />
        </Suspense>
      ) : null}
    </>
  );
}
