import type { Metadata } from "next";
import { TrainingForm } from "@/components/teacher/training/training-form";

export const metadata: Metadata = {
  title: "Teacher training program",
  description:
    "Apply to the TutorLive teacher training program: learn to teach children live online, then join as a teacher.",
};

/** The public teacher training application page (spec 3): open to anyone. */
export default function TeacherTrainingPage() {
  return (
    <section className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold">Teacher training program</h1>
      <p className="mt-3 text-slate-700">
        Love music and children? Our training prepares you to teach live online classes for kids
        aged 4 to 14. Tell us about yourself and we will get in touch.
      </p>
      <div className="mt-6">
        <TrainingForm />
      </div>
    </section>
  );
}
