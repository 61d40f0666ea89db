import type { Metadata } from "next";
import Link from "next/link";
import { PlayCampsForm } from "@/components/contest/play-camps-form";
import { buttonClasses } from "@/components/ui";
import { getDb } from "@/db";
import { loginPathFor } from "@/lib/auth/redirect-after-login";
import { getSessionUser } from "@/lib/auth/session";
import { activeStreamingSubjects } from "@/lib/contest/streaming";

export const metadata: Metadata = {
  title: "Play camps: tournament sign-up",
  description:
    "Sign your child up for our online tournaments: send a short video and pick a tournament.",
};
export const dynamic = "force-dynamic";

/**
 * /play-camps: tournament sign-up (POST /event-strem-registration). Login rule 7 (spec 2) sends a
 * family here after logging in for a tournament; a visitor is asked to log in first.
 */
export default async function PlayCampsPage() {
  const user = await getSessionUser();
  const active =
    user?.role === "student" ? await activeStreamingSubjects(await getDb(), user) : null;
  const applied = new Set(active?.alreadyAppliedSubjects ?? []);
  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">Play camps</h1>
        <p className="text-lg text-slate-800">
          Online tournaments for children. Pick a tournament, send a short video of your child, and
          we will be in touch with the schedule.
        </p>
      </header>
      {!user ? (
        <Link
          className={`${buttonClasses("primary")} self-start`}
          href={loginPathFor("/play-camps")}
        >
          Log in to sign up
        </Link>
      ) : !active ? (
        <p className="text-slate-800">Tournament sign-up is for student and family accounts.</p>
      ) : active.subjects.length === 0 ? (
        <p className="text-slate-800">No tournament is open for sign-up right now.</p>
      ) : (
        <PlayCampsForm
          subjects={active.subjects.map((s) => ({
            value: String(s.id),
            label: applied.has(s.id) ? `${s.name} (already signed up)` : s.name,
            disabled: applied.has(s.id),
          }))}
          initial={{
            name: active.student_info?.name ?? "",
            age: active.student_info?.age ? String(active.student_info.age) : "",
          }}
        />
      )}
    </main>
  );
}
