"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, type DefaultValues, type FieldValues, type Resolver } from "react-hook-form";
import type { z } from "zod";
import type { Status } from "@/components/auth/status-message";
import type { savedResponse } from "@/lib/family/schemas";
import { postFamilyForm } from "../family-post";

/** A prompt's status line and what happens after a save: the message, then a fresh dashboard. */
export function usePromptStatus() {
  const router = useRouter();
  const [status, setStatus] = useState<Status>(null);
  return {
    status,
    fail: (text: string) => setStatus({ variant: "error", text }),
    saved: (text: string) => {
      setStatus({ variant: "success", text });
      router.refresh();
    },
    clear: () => setStatus(null),
  };
}

/**
 * A prompt's form on a family call's own schema (decision 014): posts the values to `path`, puts
 * the server's field errors on their inputs, and shows the saved message.
 */
export function usePromptForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  path: string,
) {
  const { status, fail, saved, clear } = usePromptStatus();
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    // zodResolver's overloads cannot see through a generic schema: the types are the schema's own.
    resolver: zodResolver(schema) as unknown as Resolver<z.input<S>, unknown, z.output<S>>,
    defaultValues,
    mode: "onTouched",
  });
  const submit = form.handleSubmit(async () => {
    clear();
    const answer = await postFamilyForm<z.output<typeof savedResponse>, z.input<S>>(
      { getValues: form.getValues, setError: form.setError },
      path,
      form.getValues(),
      fail,
    );
    if (answer) saved(answer.message);
  });
  return { form, errors: form.formState.errors, busy: form.formState.isSubmitting, submit, status };
}
