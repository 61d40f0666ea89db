"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui";
import { entityChoiceSchema, type EntityChoiceValues } from "@/lib/auth/ui-schemas";
import type { LoginEntity } from "./login-answer";
import { RadioChoice } from "./radio-choice";

/** Several accounts share the mobile: choose which one to log in to (hasEntityLogin). */
export function EntitySection({
  entities,
  busy,
  onSubmit,
}: {
  entities: LoginEntity[];
  busy: boolean;
  onSubmit: (entityId: string) => void | Promise<void>;
}) {
  const form = useForm<EntityChoiceValues>({
    resolver: zodResolver(entityChoiceSchema),
    defaultValues: { entity: undefined },
  });
  return (
    <form
      onSubmit={form.handleSubmit((values) => onSubmit(values.entity))}
      noValidate
      className="flex flex-col gap-4"
    >
      <RadioChoice
        legend="Which account?"
        layout="column"
        options={entities.map((e) => ({
          value: String(e.id),
          label: e.name,
          hint: e.email ?? undefined,
        }))}
        registration={form.register("entity")}
        error={form.formState.errors.entity?.message}
        autoFocusFirst
      />
      <Button type="submit" size="lg" loading={busy}>
        Continue
      </Button>
    </form>
  );
}
