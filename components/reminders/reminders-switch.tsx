"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Alert, Button, Checkbox, useToast } from "@/components/ui";
import { setClassRemindersAction } from "@/lib/reminders/actions";
import { REMINDER_MESSAGES as M } from "@/lib/reminders/messages";
import { remindersSwitchSchema } from "@/lib/reminders/schemas";

type Values = z.infer<typeof remindersSwitchSchema>;

/** The family's class-reminders switch (not touched by a marketing unsubscribe). */
export function RemindersSwitch({ enabled }: { enabled: boolean }) {
  const { toast } = useToast();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(remindersSwitchSchema),
    defaultValues: { enabled },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await setClassRemindersAction(values);
      if (!result.ok) return setError(result.message);
      form.reset(result.data);
      toast({ title: result.data.enabled ? M.remindersOn : M.remindersOff, variant: "success" });
    } catch {
      setError(M.failed);
    }
  });

  return (
    <form onSubmit={onSubmit} aria-labelledby="reminders-title" className="flex flex-col gap-3">
      <h2 id="reminders-title" className="text-lg font-semibold text-slate-900">
        {M.remindersTitle}
      </h2>
      <Checkbox
        label="Send me class reminders"
        hint={M.remindersHelp}
        {...form.register("enabled")}
      />
      {error && <Alert variant="error">{error}</Alert>}
      <div>
        <Button
          type="submit"
          variant="secondary"
          loading={form.formState.isSubmitting}
          disabled={!form.formState.isDirty}
        >
          Save reminders
        </Button>
      </div>
    </form>
  );
}
