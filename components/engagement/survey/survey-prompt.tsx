"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { fieldErrorsOf, messageOf, postJson } from "@/components/auth/post-json";
import { StatusMessage, type Status } from "@/components/auth/status-message";
import { Button, Dialog, Textarea } from "@/components/ui";
import { SURVEY_MESSAGES } from "@/lib/engagement/survey/options";
import {
  surveyFeedbackSchema,
  type SurveyFeedbackForm,
  type SurveyView,
} from "@/lib/engagement/survey/schemas";
import { Confetti } from "./confetti";

type Phase = "loading" | "none" | "open" | "finished";

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * The survey after an attended class (spec 3), on the student dashboard: loaded after the page
 * (POST display-survey-options), so it never slows the dashboard; a "Rate your class" button opens
 * it. Step 1 rates 1–5
 * (set-survey-rating); step 2 needs one option and remarks when the option asks for them;
 * finishing or closing calls close-survey-options (never asked again for that class), shows the
 * points earned with confetti, and hides the rate button.
 */
export function SurveyPrompt() {
  const [phase, setPhase] = useState<Phase>("loading");
  const [survey, setSurvey] = useState<SurveyView | null>(null);
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const [busy, setBusy] = useState(false);
  const [earned, setEarned] = useState<{ points: number; total: number } | null>(null);
  const form = useForm<SurveyFeedbackForm>({
    resolver: zodResolver(surveyFeedbackSchema),
    defaultValues: { feedback: "", remarks: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const feedback = useWatch({ control: form.control, name: "feedback" });
  const remarksNeeded = survey?.options.find((o) => o.value === feedback)?.remarks ?? false;

  useEffect(() => {
    let live = true;
    void postJson<{ show: boolean; survey: SurveyView | null }>("/display-survey-options", {}).then(
      (answer) => {
        if (!live) return;
        if (answer.httpStatus === 200 && answer.data.show && answer.data.survey) {
          setSurvey(answer.data.survey);
          setPhase("open");
        } else setPhase("none");
      },
    );
    return () => {
      live = false;
    };
  }, []);

  const finish = useCallback(async () => {
    if (!survey) return;
    setBusy(true);
    const answer = await postJson<{ points: number; total_points: number }>(
      "/close-survey-options",
      { slot_id: survey.slot_id },
    );
    setBusy(false);
    if (answer.httpStatus !== 200) {
      setStatus({ variant: "error", text: messageOf(answer.data) });
      return;
    }
    const points = answer.data.points ?? 0;
    setEarned({ points, total: answer.data.total_points ?? 0 });
    setPhase("finished");
    if (points === 0) setOpen(false);
  }, [survey]);

  async function rate(rating: number) {
    if (!survey) return;
    setStatus(null);
    setBusy(true);
    const answer = await postJson<boolean>("/set-survey-rating", {
      surveyId: survey.surveyId,
      rating,
    });
    setBusy(false);
    if (answer.httpStatus === 200) setSurvey({ ...survey, rating, step: 2 });
    else setStatus({ variant: "error", text: messageOf(answer.data) });
  }

  async function submit(values: SurveyFeedbackForm) {
    if (!survey) return;
    setStatus(null);
    const answer = await postJson<{ survey: SurveyView }>("/display-survey-options", {
      action_type: "submit",
      slot_id: survey.slot_id,
      feedback_val: values.feedback,
      remarks_val: values.remarks,
    });
    if (answer.httpStatus !== 200) {
      const fields = fieldErrorsOf(answer.data);
      if (fields.feedback_val) form.setError("feedback", { message: fields.feedback_val });
      else if (fields.remarks_val) form.setError("remarks", { message: fields.remarks_val });
      else setStatus({ variant: "error", text: messageOf(answer.data) });
      return;
    }
    await finish();
  }

  function onClose() {
    if (phase === "finished") setOpen(false);
    else void finish().then(() => setOpen(false));
  }

  if (phase === "loading" || phase === "none" || !survey) return null;
  const celebrate = phase === "finished" && (earned?.points ?? 0) > 0;

  return (
    <section aria-label="Class survey" className="mx-auto w-full max-w-5xl px-4 py-2">
      {phase === "open" && !open ? (
        <div className="flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 p-3">
          <p className="text-sm text-slate-900">
            How was {survey.class_title} with {survey.teacher_first_name}? Answer and earn{" "}
            {survey.points_on_finish} points.
          </p>
          <Button onClick={() => setOpen(true)}>Rate your class</Button>
        </div>
      ) : null}
      {phase === "finished" && !open && earned ? (
        <p role="status" className="text-sm text-slate-700">
          {earned.points > 0
            ? `Thank you for your feedback! You earned ${earned.points} points.`
            : "Survey closed. We won't ask about this class again."}
        </p>
      ) : null}
      <Confetti fire={celebrate} />
      <Dialog
        open={open}
        onClose={onClose}
        title={phase === "finished" ? "Thank you!" : "How was your class?"}
        description={
          phase === "finished"
            ? undefined
            : `${survey.class_title} with ${survey.teacher_first_name}, ${survey.class_time}`
        }
      >
        {phase === "finished" && earned ? (
          <div className="flex flex-col gap-4">
            <p role="status" className="text-lg font-semibold text-emerald-800">
              You earned {earned.points} points! You now have {earned.total} points.
            </p>
            <Button onClick={() => setOpen(false)}>Done</Button>
          </div>
        ) : survey.step === 1 ? (
          <div className="flex flex-col gap-4">
            <fieldset>
              <legend className="mb-2 text-sm font-medium text-slate-900">
                Step 1 of 2: tap the stars
              </legend>
              <div className="flex gap-2">
                {STARS.map((n) => (
                  <button
                    key={n}
                    type="button"
                    disabled={busy}
                    onClick={() => void rate(n)}
                    aria-label={`${n} ${n === 1 ? "star" : "stars"}`}
                    className="min-h-11 min-w-11 rounded-md border border-slate-400 text-2xl hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
                  >
                    <span aria-hidden="true">★</span>
                  </button>
                ))}
              </div>
            </fieldset>
            <StatusMessage status={status} />
          </div>
        ) : (
          <form onSubmit={form.handleSubmit(submit)} noValidate className="flex flex-col gap-4">
            <fieldset aria-describedby={errors.feedback ? "survey-feedback-error" : undefined}>
              <legend className="mb-2 text-sm font-medium text-slate-900">
                Step 2 of 2: what was it like? (you gave {survey.rating}{" "}
                {survey.rating === 1 ? "star" : "stars"})
              </legend>
              <div className="flex flex-col gap-1">
                {survey.options.map((o) => (
                  <label key={o.value} className="flex min-h-11 items-center gap-2 text-base">
                    <input type="radio" value={o.value} {...form.register("feedback")} />
                    {o.label}
                  </label>
                ))}
              </div>
              {errors.feedback ? (
                <p id="survey-feedback-error" className="text-sm text-red-700">
                  {errors.feedback.message ?? SURVEY_MESSAGES.chooseOption}
                </p>
              ) : null}
            </fieldset>
            <Textarea
              label={remarksNeeded ? "Remarks (needed for this choice)" : "Remarks (optional)"}
              rows={3}
              maxLength={1000}
              {...form.register("remarks")}
              error={errors.remarks?.message}
            />
            <StatusMessage status={status} />
            <Button type="submit" loading={isSubmitting || busy}>
              Send
            </Button>
          </form>
        )}
      </Dialog>
    </section>
  );
}
