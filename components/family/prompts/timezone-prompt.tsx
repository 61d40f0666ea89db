"use client";

import { useEffect, useState } from "react";
import type { z } from "zod";
import { browserTimeZone, getJson } from "@/components/auth/post-json";
import { Select, type SelectOption } from "@/components/ui";
import type { getAllTimezonesResponse } from "@/lib/family/lookups/schemas";
import { submitStudentTimezoneRequest } from "@/lib/family/schemas";
import { PromptCard, PromptFormEnd } from "./prompt-card";
import { usePromptForm } from "./use-saved";

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
  const [zones, setZones] = useState<SelectOption[]>([{ value: timeZone, label: timeZone }]);
  useEffect(() => {
    void getJson<z.output<typeof getAllTimezonesResponse>>("/api/get-all-timezones").then(
      (answer) => {
        if (answer) setZones(answer.data.map((z) => ({ value: z.zone, label: z.label })));
      },
    );
  }, []);
  const { form, errors, busy, submit, status } = usePromptForm(
    submitStudentTimezoneRequest,
    { user_id: String(userId), timezone: browserTimeZone() ?? timeZone, country_id: "" },
    "/st/submit-student-timezone",
  );
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
        <PromptFormEnd status={status} busy={busy} />
      </form>
    </PromptCard>
  );
}
