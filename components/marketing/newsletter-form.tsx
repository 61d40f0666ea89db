"use client";

import { Button, Input, useToast } from "@/components/ui";
import { useActionForm } from "@/components/forms/use-action-form";
import { subscribeNewsletterAction } from "@/lib/marketing/actions";
import { newsletterSchema, SUBSCRIBE_FAILED_MESSAGE } from "@/lib/marketing/schemas";

export function NewsletterForm() {
  const { toast } = useToast();
  const { form, onSubmit, formError, errors, submitting } = useActionForm({
    schema: newsletterSchema,
    action: subscribeNewsletterAction,
    defaultValues: { email: "" },
    onSuccess: (data) => {
      toast({ title: data.message, variant: "success" });
      form.reset({ email: "" });
    },
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Newsletter"
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
    >
      <div className="flex-1">
        <Input
          label="Your e-mail for new courses and offers"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...form.register("email")}
        />
      </div>
      <Button type="submit" loading={submitting} className="sm:mt-7">
        Subscribe
      </Button>
      {formError ? (
        <p role="alert" className="text-sm text-red-700 sm:basis-full">
          {SUBSCRIBE_FAILED_MESSAGE}
        </p>
      ) : null}
    </form>
  );
}
