"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button, Input, Select, Textarea, useToast } from "@/components/ui";
import { updateTeacherProfileAction } from "@/lib/teacher/actions";
import {
  teacherProfileForm,
  type TeacherProfileForm,
  type TeacherProfileInput,
} from "@/lib/teacher/settings/schemas";

type SubjectChoice = { id: number; name: string; streamId: number; stream: string };

/** Subjects grouped by stream for the main-subject select. */
function byStream(subjects: SubjectChoice[]) {
  const groups = new Map<string, { label: string; options: { value: string; label: string }[] }>();
  for (const s of subjects) {
    const group = groups.get(s.stream) ?? { label: s.stream, options: [] };
    group.options.push({ value: String(s.id), label: s.name });
    groups.set(s.stream, group);
  }
  return [...groups.values()];
}

/**
 * The teaching profile: main subject (its stream is the teacher's) and others of that stream,
 * headline, bio, languages, experience; and the photo (uploadProfileAvatar).
 */
export function ProfileForm(props: {
  headline: string;
  bio: string;
  languages: string;
  primarySubjectId: number | null;
  secondarySubjectIds: number[];
  experienceYears: number;
  subjects: SubjectChoice[];
}) {
  const router = useRouter();
  const { toast } = useToast();
  const form = useForm<TeacherProfileInput, unknown, TeacherProfileForm>({
    resolver: zodResolver(teacherProfileForm),
    defaultValues: {
      headline: props.headline,
      bio: props.bio,
      languages: props.languages,
      primarySubjectId: props.primarySubjectId ? String(props.primarySubjectId) : "",
      experienceYears: String(props.experienceYears),
      secondarySubjectIds: props.secondarySubjectIds.map(String),
    },
  });
  const primaryId = Number(useWatch({ control: form.control, name: "primarySubjectId" })) || null;
  const primaryStream = props.subjects.find((s) => s.id === primaryId)?.streamId ?? null;
  const { errors, isSubmitting } = form.formState;
  const [photoBusy, setPhotoBusy] = useState(false);

  async function submit() {
    // The action parses the form's own values with the same schema.
    // Only the other subjects shown (of the main subject's stream) are sent.
    const values = form.getValues();
    const shown = new Set(
      props.subjects.filter((s) => s.streamId === primaryStream).map((s) => String(s.id)),
    );
    const secondary = ([] as unknown[]).concat(values.secondarySubjectIds ?? []).map(String);
    const result = await updateTeacherProfileAction({
      ...values,
      secondarySubjectIds: secondary.filter((id) => shown.has(id)),
    });
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
      <Select
        label="Main subject you teach"
        placeholder="Choose a subject"
        options={[]}
        groups={byStream(props.subjects)}
        {...form.register("primarySubjectId")}
        error={errors.primarySubjectId?.message}
      />
      <Input label="Headline" {...form.register("headline")} error={errors.headline?.message} />
      <Textarea label="About you" rows={5} {...form.register("bio")} error={errors.bio?.message} />
      <Input
        label="Languages you teach in (comma-separated)"
        {...form.register("languages")}
        error={errors.languages?.message}
      />
      <Input
        label="Years of teaching"
        inputMode="numeric"
        {...form.register("experienceYears")}
        error={errors.experienceYears?.message}
      />
      <fieldset>
        <legend className="text-sm font-medium">Other subjects you teach</legend>
        {primaryStream === null && (
          <p className="mt-1 text-sm text-slate-600">Choose your main subject first.</p>
        )}
        <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {props.subjects
            .filter((s) => s.streamId === primaryStream && s.id !== primaryId)
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
