"use client";

import { useRef, useState, type FormEvent } from "react";
import { Button, Input, useToast } from "@/components/ui";
import { subscribeNewsletterAction } from "@/lib/marketing/actions";
import { newsletterEmailError, SUBSCRIBE_FAILED_MESSAGE } from "@/lib/marketing/newsletter-rule";

/**
 * The footer's newsletter form. It is on every page, so it checks the e-mail with the zod-free
 * rule the server's schema is built from, instead of react-hook-form and zod: the same messages at
 * the same moments (first on leaving the field, then on every change; on submit, with focus moved
 * to the field), and the server action's per-field errors land on the input.
 */
export function NewsletterForm() {
  const { toast } = useToast();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState("");
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setTouched(true);
    const invalid = newsletterEmailError(email);
    setError(invalid);
    if (invalid) {
      inputRef.current?.focus();
      return;
    }
    setFormError(null);
    setSubmitting(true);
    try {
      const result = await subscribeNewsletterAction({ email: email.trim() });
      if (result.ok) {
        toast({ title: result.data.message, variant: "success" });
        setEmail("");
        setTouched(false);
        setError(null);
        return;
      }
      const fieldError = result.fieldErrors.email?.[0];
      if (fieldError) setError(fieldError);
      if (!fieldError || result.status !== 400) setFormError(result.message);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="Newsletter"
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
    >
      <div className="flex-1">
        <Input
          ref={inputRef}
          label="Your e-mail for new courses and offers"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          error={error ?? undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            if (touched) setError(newsletterEmailError(event.target.value));
          }}
          onBlur={() => {
            setTouched(true);
            setError(newsletterEmailError(email));
          }}
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
