"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState, type FormEvent } from "react";
import { precheckFile } from "@/components/media/media-api";
import { uploadWithProgress } from "@/components/media/upload-with-progress";
import { MEDIA_RULES } from "@/lib/media/library/rules";
import { Alert, Checkbox, Input, Select, Textarea } from "@/components/ui";
import {
  CATEGORY_RULES,
  STREAMING_MESSAGES as M,
  STREAMING_REDIRECT_MS,
  isStreamingCategory,
} from "@/lib/contest/rules";
import { UploadFormFooter } from "./form-parts";
import { useClearingStatus } from "./use-clearing-status";

export type StreamingChild = { id: number; name: string; age: number | null };
type Field =
  "student_id" | "student_age" | "category" | "media" | "title" | "description" | "consent";
type Answer = { responseCode?: number; status?: string; message?: string };

/** Streaming categories and their names on the form (spec 2 §9 numbers). */
export const STREAMING_CATEGORY_NAMES: Record<number, string> = {
  98: "Drawing or painting (picture)",
  69: "Singing (video)",
  57: "Dance (video)",
  85: "Music instrument (video)",
  204: "Speech or drama (video)",
  205: "Writing (PDF or Word)",
};

/**
 * The streaming post (POST /save-streaming-post, multipart): child, age, category, file, title,
 * description and consent, each with spec 2's message; the file is checked against its category's
 * formats and size; on success the message shows, then the stars page opens after 5 seconds.
 */
export function StreamingPostForm({
  kids,
  starsPath,
}: {
  kids: StreamingChild[];
  starsPath: string;
}) {
  const router = useRouter();
  const [values, setValues] = useState({
    student_id: kids.length === 1 ? String(kids[0]!.id) : "",
    student_age: kids.length === 1 && kids[0]!.age ? String(kids[0]!.age) : "",
    category: "",
    title: "",
    description: "",
  });
  const [consent, setConsent] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [status, setStatus] = useClearingStatus();
  const category = Number(values.category);
  const rule = isStreamingCategory(category) ? CATEGORY_RULES[category] : null;

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => router.push(starsPath), STREAMING_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [saved, router, starsPath]);

  function problems(): Partial<Record<Field, string>> {
    const out: Partial<Record<Field, string>> = {};
    if (!values.student_id) out.student_id = M.child;
    if (!values.student_age) out.student_age = M.childAge;
    if (!values.category) out.category = M.category;
    if (!file) out.media = M.file;
    else if (rule) {
      const bad = precheckFile(file, { ...MEDIA_RULES[rule.medType], ...rule });
      if (bad) out.media = bad;
    }
    if (!values.title.trim()) out.title = M.title;
    if (!values.description.trim()) out.description = M.description;
    if (!consent) out.consent = M.consent;
    return out;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = problems();
    setErrors(found);
    if (Object.keys(found).length || !file) return;
    const body = new FormData();
    for (const [key, value] of Object.entries(values)) body.append(key, value.trim());
    body.append("consent", "1");
    body.append("media", file);
    setProgress(0);
    try {
      const { body: answer } = await uploadWithProgress("/save-streaming-post", body, setProgress);
      const data = (answer ?? {}) as Answer;
      if (data.status === "success") setSaved(data.message ?? M.saved);
      else setStatus({ variant: "error", text: data.message ?? "We could not save the post." });
    } catch {
      setStatus({ variant: "error", text: "The upload failed. Please try again." });
    } finally {
      setProgress(null);
    }
  }

  if (saved) {
    return (
      <Alert variant="success" title="Submitted">
        <p>{saved}</p>
        <p className="mt-2">Taking you to the stars page in a few seconds…</p>
      </Alert>
    );
  }
  const set = (key: keyof typeof values) => (value: string) =>
    setValues((v) => ({ ...v, [key]: value }));
  const busy = progress !== null;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-busy={busy}>
      <fieldset disabled={busy} className="flex flex-col gap-4">
        <div className="grid grid-cols-1 gap-4 min-[600px]:grid-cols-2">
          <Select
            label="Child"
            placeholder="Choose your child"
            options={kids.map((k) => ({ value: String(k.id), label: k.name }))}
            value={values.student_id}
            onChange={(e) => {
              const kid = kids.find((k) => String(k.id) === e.currentTarget.value);
              setValues((v) => ({
                ...v,
                student_id: kid ? String(kid.id) : "",
                student_age: kid?.age ? String(kid.age) : v.student_age,
              }));
            }}
            error={errors.student_id}
          />
          <Select
            label="Child's age"
            placeholder="Choose the age"
            options={Array.from({ length: 15 }, (_, i) => ({
              value: String(i + 3),
              label: `${i + 3} years`,
            }))}
            value={values.student_age}
            onChange={(e) => set("student_age")(e.currentTarget.value)}
            error={errors.student_age}
          />
        </div>
        <Select
          label="Category"
          placeholder="Choose a category"
          options={Object.entries(STREAMING_CATEGORY_NAMES).map(([value, label]) => ({
            value,
            label,
          }))}
          value={values.category}
          onChange={(e) => set("category")(e.currentTarget.value)}
          error={errors.category}
        />
        <Input
          type="file"
          label="Your work"
          hint={rule ? rule.extensions.join(", ") : "Choose a category first"}
          accept={rule?.accept}
          onChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
          error={errors.media}
        />
        <Input
          label="Title"
          value={values.title}
          maxLength={120}
          onChange={(e) => set("title")(e.currentTarget.value)}
          error={errors.title}
        />
        <Textarea
          label="Describe the work"
          value={values.description}
          maxLength={600}
          rows={4}
          onChange={(e) => set("description")(e.currentTarget.value)}
          error={errors.description}
        />
        <Checkbox
          label="As the parent, I agree that this work may be shown on the stars page"
          checked={consent}
          onChange={(e) => setConsent(e.currentTarget.checked)}
          error={errors.consent}
        />
      </fieldset>
      <UploadFormFooter progress={progress} status={status} submitLabel="Submit" />
    </form>
  );
}
