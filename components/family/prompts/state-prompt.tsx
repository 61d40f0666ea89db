"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { getJson } from "@/components/auth/post-json";
import { StatusMessage } from "@/components/auth/status-message";
import { Button, Input, Select, type SelectOption } from "@/components/ui";
import type { getAllStatesResponse } from "@/lib/family/lookups/schemas";
import { submitStudentStateRequest, type savedResponse } from "@/lib/family/schemas";
import { postFamilyForm } from "../family-post";
import { PromptCard } from "./prompt-card";
import { usePromptStatus } from "./use-saved";

type Values = z.input<typeof submitStudentStateRequest>;

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
  const { status, fail, saved, clear } = usePromptStatus();
  const [states, setStates] = useState<SelectOption[] | null>(null);
  useEffect(() => {
    void getJson<z.output<typeof getAllStatesResponse>>("/api/get-all-states?country=IN").then(
      (answer) => setStates(answer?.data.map((s) => ({ value: s.name, label: s.name })) ?? []),
    );
  }, []);
  const form = useForm<Values, unknown, z.output<typeof submitStudentStateRequest>>({
    resolver: zodResolver(submitStudentStateRequest),
    defaultValues: { user_id: String(userId), state, city },
    mode: "onTouched",
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async () => {
    clear();
    const answer = await postFamilyForm<z.output<typeof savedResponse>, Values>(
      form,
      "/st/submit-student-state",
      form.getValues(),
      fail,
    );
    if (answer) saved(answer.message);
  });
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
        <StatusMessage status={status} />
        <Button type="submit" loading={isSubmitting} className="self-start">
          Save
        </Button>
      </form>
    </PromptCard>
  );
}
