"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { postJson, messageOf } from "@/components/auth/post-json";
import { Input } from "@/components/ui";
import { utcDateOf } from "@/lib/family/age";
import { dobField, type savedResponse, type submitSiblingsDobFailure } from "@/lib/family/schemas";
import { checkedBy } from "@/lib/fields";
import { PromptCard, PromptFormEnd } from "./prompt-card";
import { usePromptStatus } from "./use-saved";

type Child = { id: number; firstName: string };
const key = (id: number) => `dob_${id}`;

/**
 * The date-of-birth prompt (spec 2): one date per child of the family that has none, checked by
 * the server's rule (required, 4–14); POST /st/submit-siblings-dob, whose refusal is shown beside
 * the sibling it concerns.
 */
export function DobPrompt({ children, onLater }: { children: Child[]; onLater: () => void }) {
  const { status, fail, saved, clear } = usePromptStatus();
  const today = useMemo(() => utcDateOf(new Date()), []);
  const schema = useMemo(
    () =>
      z.object(Object.fromEntries(children.map((c) => [key(c.id), checkedBy(dobField(today))]))),
    [children, today],
  );
  const form = useForm<Record<string, string>>({
    resolver: zodResolver(schema),
    defaultValues: Object.fromEntries(children.map((c) => [key(c.id), ""])),
    mode: "onTouched",
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    clear();
    const siblings = children.map((c) => ({ sibling_id: c.id, date_of_birth: values[key(c.id)] }));
    const answer = await postJson<
      z.output<typeof savedResponse> | z.output<typeof submitSiblingsDobFailure>
    >("/st/submit-siblings-dob", { siblings });
    const data = answer.data;
    if (answer.httpStatus === 200 && data.status === true) return saved(messageOf(data));
    const beside =
      (data as Partial<z.output<typeof submitSiblingsDobFailure>>).sibling_errors ?? {};
    let placed = false;
    for (const [id, message] of Object.entries(beside)) {
      if (!children.some((c) => String(c.id) === id)) continue;
      form.setError(key(Number(id)), { type: "server", message }, { shouldFocus: !placed });
      placed = true;
    }
    if (!placed) fail(messageOf(data));
  });
  return (
    <PromptCard
      title="Dates of birth"
      why="Teachers plan each class for the child's age. Children are 4 to 14."
      onLater={onLater}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {children.map((c) => (
            <Input
              key={c.id}
              label={`${c.firstName}'s date of birth`}
              type="date"
              max={today}
              error={errors[key(c.id)]?.message}
              {...form.register(key(c.id))}
            />
          ))}
        </div>
        <PromptFormEnd status={status} busy={isSubmitting} />
      </form>
    </PromptCard>
  );
}
