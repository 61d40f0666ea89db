"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { RadioChoice } from "@/components/auth/radio-choice";
import { getJson, V1 } from "@/components/auth/post-json";
import { Button, Input, Spinner } from "@/components/ui";
import {
  submitSiblingDataOnLoginRequest,
  type getSelfAndSiblingsResponse,
  type submitSiblingDataOnLoginResponse,
} from "@/lib/family/schemas";
import { postFamilyForm } from "./family-post";

type Values = z.input<typeof submitSiblingDataOnLoginRequest>;
type Child = z.output<typeof getSelfAndSiblingsResponse>["userAndSiblings"][number];
type Chosen = z.output<typeof submitSiblingDataOnLoginResponse>;

/**
 * Spec 2 §4 rule 9, the sibling choice of the login-or-signup dialog: for whom is the demo — the
 * logged-in child, a sibling, or someone new (name and age 4–14). POST
 * {v1}submitSiblingDataOnLogin, which acts as that child and answers the book-demo page.
 */
export function SiblingChoiceStep({
  courseSlug,
  courseId,
  busy,
  onError,
  onChosen,
}: {
  courseSlug: string | null;
  courseId?: number;
  busy: boolean;
  onError: (text: string) => void;
  onChosen: (answer: Chosen) => void;
}) {
  const [children, setChildren] = useState<Child[] | null>(null);
  useEffect(() => {
    void getJson<z.output<typeof getSelfAndSiblingsResponse>>(`${V1}getSelfAndSiblings`).then(
      (answer) => setChildren(answer?.userAndSiblings ?? []),
    );
  }, []);
  const form = useForm<Values, unknown, z.output<typeof submitSiblingDataOnLoginRequest>>({
    resolver: zodResolver(submitSiblingDataOnLoginRequest),
    defaultValues: { sibling_id: "", name: "", age: "" },
    mode: "onTouched",
  });
  const choice = useWatch({ control: form.control, name: "sibling_id" });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async () => {
    const answer = await postFamilyForm<Chosen, Values>(
      { getValues: form.getValues, setError: form.setError },
      `${V1}submitSiblingDataOnLogin`,
      {
        ...form.getValues(),
        course_slug: courseSlug ?? undefined,
        course_id: courseId,
      },
      onError,
    );
    if (answer) onChosen(answer);
  });
  if (children === null) return <Spinner label="Loading your family" />;
  const options = [
    ...children.map((c) => ({
      value: c.is_self ? "self" : String(c.sibling_id),
      label: c.first_name || c.name,
      hint: c.age !== null ? `Age ${c.age}` : undefined,
    })),
    { value: "new", label: "Someone new", hint: "Another child of the family" },
  ];
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <RadioChoice
        legend="Who is the free demo for?"
        layout="column"
        autoFocusFirst
        options={options}
        registration={form.register("sibling_id")}
        error={errors.sibling_id?.message}
      />
      {choice === "new" ? (
        <div className="grid grid-cols-[1fr_6rem] gap-3">
          <Input label="Child's name" error={errors.name?.message} {...form.register("name")} />
          <Input
            label="Age"
            inputMode="numeric"
            maxLength={2}
            error={errors.age?.message}
            {...form.register("age")}
          />
        </div>
      ) : null}
      <Button type="submit" loading={isSubmitting || busy}>
        Continue
      </Button>
    </form>
  );
}
