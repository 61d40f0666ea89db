"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { browserTimeZone, getJson } from "@/components/auth/post-json";
import { StatusMessage } from "@/components/auth/status-message";
import { Button, Select, type SelectOption } from "@/components/ui";
import type { getAllTimezonesResponse } from "@/lib/family/lookups/schemas";
import { submitStudentTimezoneRequest, type savedResponse } from "@/lib/family/schemas";
import { postFamilyForm } from "../family-post";
import { PromptCard } from "./prompt-card";
import { usePromptStatus } from "./use-saved";

type Values = z.input<typeof submitStudentTimezoneRequest>;

/** The time-zone-and-country prompt (spec 2): both required; POST /st/submit-student-timezone. */
export function TimezonePrompt({
  userId,
  timeZone,
  countries,
  onLater,
}: {
  userId: number;
  timeZone: string;
  countries: SelectOption[];
  onLater: () => void;
}) {
  const { status, fail, saved, clear } = usePromptStatus();
  const [zones, setZones] = useState<SelectOption[]>([{ value: timeZone, label: timeZone }]);
  useEffect(() => {
    void getJson<z.output<typeof getAllTimezonesResponse>>("/api/get-all-timezones").then(
      (answer) => {
        if (answer) setZones(answer.data.map((z) => ({ value: z.zone, label: z.label })));
      },
    );
  }, []);
  const form = useForm<Values, unknown, z.output<typeof submitStudentTimezoneRequest>>({
    resolver: zodResolver(submitStudentTimezoneRequest),
    defaultValues: {
      user_id: String(userId),
      timezone: browserTimeZone() ?? timeZone,
      country_id: "",
    },
    mode: "onTouched",
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async () => {
    clear();
    const answer = await postFamilyForm<z.output<typeof savedResponse>, Values>(
      form,
      "/st/submit-student-timezone",
      form.getValues(),
      fail,
    );
    if (answer) saved(answer.message);
  });
  return (
    <PromptCard
      title="Your time zone"
      why="Class times are shown in your own time zone, and prices in your country's currency."
      onLater={onLater}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Select
            label="Time zone"
            options={zones}
            error={errors.timezone?.message}
            {...form.register("timezone")}
          />
          <Select
            label="Country"
            placeholder="Choose your country"
            options={countries}
            error={errors.country_id?.message}
            {...form.register("country_id")}
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
