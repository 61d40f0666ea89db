"use client";

import { useState, type FormEvent } from "react";
import { Button, Input } from "@/components/ui";

/**
 * "Tell us what you want to learn": records the wish through POST /saveStudentsInterest (anyone
 * may send it), shown when a search finds nobody.
 */
export function InterestForm({ initial }: { initial: string }) {
  const [state, setState] = useState<"idle" | "sending" | "sent" | "error">("idle");
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const subject = String(new FormData(event.currentTarget).get("subject_name") ?? "").trim();
    if (!subject) {
      setError("Please tell us the subject.");
      return;
    }
    setError(undefined);
    setState("sending");
    const res = await fetch(
      `/saveStudentsInterest?${new URLSearchParams({ subject_name: subject })}`,
      { method: "POST" },
    ).catch(() => null);
    if (res?.ok) {
      setState("sent");
    } else {
      const body = (await res?.json().catch(() => null)) as { message?: string } | null;
      setError(body?.message ?? "We could not save that. Please try again.");
      setState("error");
    }
  }

  return (
    <form onSubmit={submit} className="mt-4 flex flex-col gap-2" noValidate>
      <div className="flex flex-wrap items-end gap-2">
        <Input
          name="subject_name"
          label="What would you like to learn?"
          defaultValue={initial}
          maxLength={120}
          error={error}
          className="min-w-0 flex-1"
        />
        <Button type="submit" variant="secondary" loading={state === "sending"}>
          Let us know
        </Button>
      </div>
      <p role="status" className="text-sm text-green-800">
        {state === "sent" ? "Thank you! We will tell you when a teacher is available." : ""}
      </p>
    </form>
  );
}
