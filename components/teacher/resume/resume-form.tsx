"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { fieldErrorsOf, messageOf } from "@/components/auth/post-json";
import { Button, Input, useToast } from "@/components/ui";
import { saveResumeRequest } from "@/lib/teacher/resume/schemas";
import { AgreementCheckbox } from "../documents/agreement-checkbox";
import { postFormData } from "../documents/post-form-data";

type FormIn = z.input<typeof saveResumeRequest>;
type FormOut = z.output<typeof saveResumeRequest>;
const FIELDS = ["resume", "video", "aggrement", "name"] as const;

/** The resume and video upload after teacher signup (spec 3): to /em/thank-you when saved. */
export function ResumeForm({ userId, name }: { userId: number; name: string }) {
  const router = useRouter();
  const { toast } = useToast();
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(saveResumeRequest),
    defaultValues: { user_id: userId, name, aggrement: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function submit(values: FormOut) {
    const { status, data } = await postFormData("/em/saveResume", values);
    if (status === 200) {
      toast({ title: String(data.message ?? "Saved"), variant: "success" });
      router.push(String(data.redirect_url ?? "/em/thank-you"));
      return;
    }
    if (status === 413) data.message = "The files are too large: 5 MB resume, 100 MB video.";
    const fields = fieldErrorsOf(data);
    for (const f of FIELDS) if (fields[f]) form.setError(f, { type: "server", message: fields[f] });
    toast({ title: messageOf(data), variant: "error" });
  }

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="flex flex-col gap-4">
      <input type="hidden" {...form.register("user_id")} />
      <Input label="Your name" {...form.register("name")} error={errors.name?.message} />
      <Input
        label="Resume (PDF, JPG or PNG, up to 5 MB)"
        type="file"
        accept="application/pdf,image/jpeg,image/png"
        {...form.register("resume")}
        error={errors.resume?.message}
      />
      <Input
        label="Introduction video (MP4 or WebM, up to 100 MB)"
        type="file"
        accept="video/mp4,video/webm"
        {...form.register("video")}
        error={errors.video?.message}
      />
      <AgreementCheckbox
        register={form.register}
        name="aggrement"
        error={errors.aggrement?.message}
      >
        I agree that the team may review my resume and video to assess my application.
      </AgreementCheckbox>
      <Button type="submit" loading={isSubmitting} className="sm:self-start">
        Upload resume
      </Button>
    </form>
  );
}
