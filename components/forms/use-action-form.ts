"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, type DefaultValues, type FieldValues, type Path } from "react-hook-form";
import type { z } from "zod";
import type { ActionResult } from "@/lib/actions/create-action";

/**
 * react-hook-form wired to a shared zod schema and a server action made with lib/actions/action.ts.
 * The same schema validates in the browser (instant messages) and on the server (the truth); the
 * server's per-field errors land on the matching inputs, other failures in `formError`.
 */
export function useActionForm<S extends z.ZodType<FieldValues, FieldValues>, T>(options: {
  schema: S;
  action: (input: z.input<S>) => Promise<ActionResult<T>>;
  defaultValues?: DefaultValues<z.input<S>>;
  onSuccess?: (data: T) => void | Promise<void>;
}) {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(options.schema as never),
    defaultValues: options.defaultValues,
    mode: "onTouched",
  });
  const [formError, setFormError] = useState<string | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const result = await options.action(values as z.input<S>);
    if (result.ok) {
      await options.onSuccess?.(result.data);
      return;
    }
    let placed = false;
    for (const [field, messages] of Object.entries(result.fieldErrors)) {
      if (field && messages[0] && field in form.getValues()) {
        form.setError(field as Path<z.input<S>>, { type: "server", message: messages[0] });
        placed = true;
      }
    }
    if (!placed || result.status !== 400) setFormError(result.message);
  });

  return {
    form,
    onSubmit,
    formError,
    errors: form.formState.errors,
    submitting: form.formState.isSubmitting,
  };
}
