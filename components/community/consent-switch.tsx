"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { postJson } from "@/components/auth/post-json";
import { Alert, Button, Checkbox, useToast } from "@/components/ui";
import { consentBody } from "@/lib/community/schemas";
import type { ConsentAnswer } from "@/lib/community/types";

type Values = z.input<typeof consentBody>;

/**
 * The family's community consent (decision 032): without it, the children's posts show only their
 * first name and surname initial and are seen by signed-in members only.
 */
export function ConsentSwitch({ consent }: { consent: boolean }) {
  const { toast } = useToast();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(consentBody),
    defaultValues: { community_consent: consent },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const r = await postJson<ConsentAnswer>("/api/community/consent", values);
    if (r.httpStatus !== 200 || typeof r.data.community_consent !== "boolean") {
      setError(r.data.message || "Your choice was not saved. Please try again.");
      return;
    }
    form.reset({ community_consent: r.data.community_consent });
    toast({
      title: r.data.community_consent ? "Public sharing is on" : "Public sharing is off",
      variant: "success",
    });
  });
  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby="community-consent-title"
      className="flex flex-col gap-3"
    >
      <h2 id="community-consent-title" className="text-lg font-semibold text-slate-900">
        Community sharing
      </h2>
      <Checkbox
        label="Show my children's approved posts to everyone, with their full name"
        hint="Off: only signed-in families see the posts, with the first name and surname initial."
        // The server's HTML already shows the saved choice (the form takes over once it hydrates).
        defaultChecked={consent}
        {...form.register("community_consent")}
      />
      {error && <Alert variant="error">{error}</Alert>}
      <div>
        <Button
          type="submit"
          variant="secondary"
          loading={form.formState.isSubmitting}
          disabled={!form.formState.isDirty}
        >
          Save sharing choice
        </Button>
      </div>
    </form>
  );
}
