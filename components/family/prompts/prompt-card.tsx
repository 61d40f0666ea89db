"use client";

import type { ReactNode } from "react";
import { StatusMessage, type Status } from "@/components/auth/status-message";
import { Button } from "@/components/ui";

/** The frame of a dashboard prompt: a title, why we ask, the form, and "Later". */
export function PromptCard({
  title,
  why,
  onLater,
  children,
}: {
  title: string;
  why: string;
  onLater: () => void;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby="family-prompt-title"
      className="mx-auto mb-6 max-w-7xl px-4 sm:px-6"
      data-testid="family-prompt"
    >
      <div className="rounded-lg border border-indigo-200 bg-indigo-50 p-4 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h2 id="family-prompt-title" className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            <p className="mt-1 text-sm text-slate-700">{why}</p>
          </div>
          <Button variant="ghost" size="sm" onClick={onLater}>
            Later
          </Button>
        </div>
        <div className="mt-4">{children}</div>
      </div>
    </section>
  );
}

/** The end of a prompt's form: the status line and Save. */
export function PromptFormEnd({ status, busy }: { status: Status; busy: boolean }) {
  return (
    <>
      <StatusMessage status={status} />
      <Button type="submit" loading={busy} className="self-start">
        Save
      </Button>
    </>
  );
}
