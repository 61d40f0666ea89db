"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button, Input, Textarea, useToast } from "@/components/ui";
import { updateTeacherProfileAction } from "@/lib/teacher/actions";
import {
  teacherProfileForm,
  type TeacherProfileForm,
  type TeacherProfileInput,
} from "@/lib/teacher/settings/schemas";

/** Public profile: headline, bio, languages, extra subjects; and the photo (uploadProfileAvatar). */
export function ProfileForm(props: {
  headline: string;
  bio: string;
  languages: string;
  primarySubjectId: number | null;
  secondarySubjectIds: number[];
  subjects: { id: number; name: string }[];
}) {
  const router = useRouter();
  const { toast } = useToast();
  const form = useForm<TeacherProfileInput, unknown, TeacherProfileForm>({
    resolver: zodResolver(teacherProfileForm),
    defaultValues: {
      headline: props.headline,
      bio: props.bio,
      languages: props.languages,
      secondarySubjectIds: props.secondarySubjectIds,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [photoBusy, setPhotoBusy] = useState(false);

  async function submit() {
    // The action parses the form's own values with the same schema.
    const result = await updateTeacherProfileAction(form.getValues());
    if (result.ok) {
      toast({ title: result.data.message, variant: "success" });
      router.refresh();
      return;
    }
    for (const [f, msgs] of Object.entries(result.fieldErrors)) {
      form.setError(f as keyof TeacherProfileInput, { type: "server", message: msgs[0] });
    }
    toast({ title: result.message, variant: "error" });
  }

  async function uploadPhoto(file: File | undefined) {
    if (!file) return;
    setPhotoBusy(true);
    const body = new FormData();
    body.append("file", file);
    const response = await fetch("/uploadProfileAvatar", { method: "POST", body }).catch(
      () => null,
    );
    const data = (await response?.json().catch(() => null)) as { message?: string } | null;
    setPhotoBusy(false);
    if (response?.ok) {
      toast({ title: "Your photo is saved.", variant: "success" });
      router.refresh();
    } else {
      toast({ title: data?.message ?? "The photo could not be saved.", variant: "error" });
    }
  }

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="flex flex-col gap-4">
      <Input label="Headline" {...form.register("headline")} error={errors.headline?.message} />
      <Textarea label="About you" rows={5} {...form.register("bio")} error={errors.bio?.message} />
      <Input
        label="Languages you teach in (comma-separated)"
        {...form.register("languages")}
        error={errors.languages?.message}
      />
      <fieldset>
        <legend className="text-sm font-medium">Other subjects you teach</legend>
        <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {props.subjects
            .filter((s) => s.id !== props.primarySubjectId)
            .map((s) => (
              <label key={s.id} className="flex items-center gap-2 text-sm">
                <input type="checkbox" value={s.id} {...form.register("secondarySubjectIds")} />
                {s.name}
              </label>
            ))}
        </div>
        {errors.secondarySubjectIds?.message && (
          <p className="mt-1 text-sm text-red-700" role="alert">
            {errors.secondarySubjectIds.message}
          </p>
        )}
      </fieldset>
      <Input
        label="Photo (JPG, PNG, WebP or GIF)"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        disabled={photoBusy}
        onChange={(e) => void uploadPhoto(e.target.files?.[0])}
      />
      <Button type="submit" loading={isSubmitting} className="sm:self-start">
        Save profile
      </Button>
    </form>
  );
}
