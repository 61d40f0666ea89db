"use client";

import Link from "next/link";
import { useEffect } from "react";
import { Button, cn, focusRing } from "@/components/ui";

/**
 * The error boundary of the student and teacher areas (a route's error.tsx): says what happened,
 * offers "Try again" and a way back to the dashboard, so a failed page is never a dead end.
 */
export function AreaError({
  error,
  reset,
  dashboard,
}: {
  error: Error & { digest?: string };
  reset: () => void;
  dashboard: string;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">This page could not be loaded</h1>
      <p className="mt-3 text-slate-700">
        Please try again. If it keeps happening, go back to your dashboard or contact support
        {error.digest ? ` and quote ${error.digest}` : ""}.
      </p>
      <div className="mt-6 flex flex-wrap items-center justify-center gap-4">
        <Button onClick={reset}>Try again</Button>
        <Link href={dashboard} className={cn("text-indigo-700 underline", focusRing)}>
          Back to your dashboard
        </Link>
      </div>
    </section>
  );
}
