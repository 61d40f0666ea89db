"use client";

import { useEffect, useState } from "react";
import type { z } from "zod";
import { getJson } from "@/components/auth/post-json";
import { Input, Select, type SelectOption } from "@/components/ui";
import type { getAllStatesResponse } from "@/lib/family/lookups/schemas";
import { submitStudentStateRequest } from "@/lib/family/schemas";
import { PromptCard, PromptFormEnd } from "./prompt-card";
import { usePromptForm } from "./use-saved";

/** The state-and-city prompt (spec 2): both required; POST /st/submit-student-state. */
export function StatePrompt({
  userId,
  state,
  city,
  onLater,
}: {
  userId: number;
  state: string;
  city: string;
  onLater: () => void;
}) {
  const [states, setStates] = useState<SelectOption[] | null>(null);
  useEffect(() => {
    void getJson<z.output<typeof getAllStatesResponse>>("/api/get-all-states?country=IN").then(
      (answer) => setStates(answer?.data.map((s) => ({ value: s.name, label: s.name })) ?? []),
    );
  }, []);
  const { form, errors, busy, submit, status } = usePromptForm(
    submitStudentStateRequest,
    { user_id: String(userId), state, city },
    "/st/submit-student-state",
  );
  return (
    <PromptCard
      title="Where do you live?"
      why="Your state and city help us suggest class times and local teachers."
      onLater={onLater}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {states && states.length > 0 ? (
            <Select
              label="State"
              placeholder="Choose your state"
              options={states}
              error={errors.state?.message}
              {...form.register("state")}
            />
          ) : (
            <Input
              label="State"
              hint={states === null ? "Loading the list of states…" : undefined}
              error={errors.state?.message}
              {...form.register("state")}
            />
          )}
          <Input
            label="City"
            autoComplete="address-level2"
            error={errors.city?.message}
            {...form.register("city")}
          />
        </div>
        <PromptFormEnd status={status} busy={busy} />
      </form>
    </PromptCard>
  );
}
