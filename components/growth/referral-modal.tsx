"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button, Dialog, Textarea } from "@/components/ui";
import { fieldErrorsOf, messageOf, postJson } from "@/components/auth/post-json";
import { StatusMessage, type Status } from "@/components/auth/status-message";
import { GROWTH_MESSAGES as M } from "@/lib/growth/messages";
import { sendReferMessageRequest } from "@/lib/growth/referral-schemas";

/** The modal's field: the call's own list rule, on the text as typed. */
const formSchema = z.object({
  mobile_list: z.string().superRefine((value, ctx) => {
    const r = sendReferMessageRequest.shape.mobile_list.safeParse(value);
    if (!r.success) ctx.addIssue({ code: "custom", message: r.error.issues[0]!.message });
  }),
});
type ReferForm = z.infer<typeof formSchema>;

/**
 * The referral modal (spec 1): the user types mobile numbers, separated by commas, and we send each
 * an SMS with their invite link (POST /api/send-refer-message).
 */
export function ReferralModal({ userId, inviteLink }: { userId: number; inviteLink: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const form = useForm<ReferForm>({
    resolver: zodResolver(formSchema),
    defaultValues: { mobile_list: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit(values: ReferForm) {
    setStatus(null);
    const answer = await postJson<{ sent: number; already_invited: number; message: string }>(
      "/api/send-refer-message",
      { user_id: userId, mobile_list: values.mobile_list },
    );
    if (answer.httpStatus === 200) {
      const again = answer.data.already_invited
        ? ` (${answer.data.already_invited} already invited)`
        : "";
      setStatus({ variant: "success", text: `${answer.data.message ?? M.referSent}${again}` });
      form.reset();
      router.refresh();
      return;
    }
    const field = fieldErrorsOf(answer.data).mobile_list;
    if (field) form.setError("mobile_list", { type: "server", message: field });
    else setStatus({ variant: "error", text: messageOf(answer.data) });
  }

  return (
    <>
      <Button onClick={() => setOpen(true)}>Invite friends by SMS</Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Invite friends"
        description={`They get your link: ${inviteLink}`}
      >
        <form onSubmit={form.handleSubmit(submit)} noValidate className="flex flex-col gap-4">
          <Textarea
            label="Mobile numbers"
            hint="Separate numbers with commas. Numbers without a code are Indian (+91)."
            rows={3}
            {...form.register("mobile_list")}
            error={errors.mobile_list?.message}
          />
          <StatusMessage status={status} />
          <Button type="submit" loading={isSubmitting}>
            Send invitations
          </Button>
        </form>
      </Dialog>
    </>
  );
}
