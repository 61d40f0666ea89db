"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { fieldErrorsOf, messageOf, postJson } from "@/components/auth/post-json";
import { Button, Input, useToast } from "@/components/ui";
import { updateTeacherOfferRequest } from "@/lib/scheduling/availability/batch-and-offer-schemas";

type In = z.input<typeof updateTeacherOfferRequest>;
type Out = z.output<typeof updateTeacherOfferRequest>;
const FIELDS = ["price", "price_usd", "pack_name", "class_count"] as const;

/** Price per class and the pack (POST /api/update-teacher-price-name-and-count). */
export function OfferForm(props: {
  price: number;
  priceUsd: number | null;
  packName: string;
  classCount: number;
}) {
  const { toast } = useToast();
  const router = useRouter();
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(updateTeacherOfferRequest),
    defaultValues: {
      price: props.price,
      price_usd: props.priceUsd,
      pack_name: props.packName,
      class_count: props.classCount,
    },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit(values: Out) {
    const answer = await postJson<{ message: string }>(
      "/api/update-teacher-price-name-and-count",
      values,
    );
    if (answer.httpStatus === 200) {
      toast({ title: answer.data.message ?? "Saved", variant: "success" });
      router.refresh();
      return;
    }
    const fields = fieldErrorsOf(answer.data);
    for (const f of FIELDS) if (fields[f]) form.setError(f, { type: "server", message: fields[f] });
    toast({ title: messageOf(answer.data), variant: "error" });
  }

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="grid gap-4 sm:grid-cols-2">
      <Input
        label="Price per class (₹)"
        inputMode="numeric"
        {...form.register("price")}
        error={errors.price?.message}
      />
      <Input
        label="Price per class (US$)"
        hint="Optional: empty, your first price is converted from rupees at the stored rate."
        inputMode="decimal"
        {...form.register("price_usd")}
        error={errors.price_usd?.message}
      />
      <Input label="Pack name" {...form.register("pack_name")} error={errors.pack_name?.message} />
      <Input
        label="Classes in the pack"
        inputMode="numeric"
        {...form.register("class_count")}
        error={errors.class_count?.message}
      />
      <Button type="submit" loading={isSubmitting} className="sm:col-span-2 sm:justify-self-start">
        Save price and pack
      </Button>
    </form>
  );
}
