import type { Metadata } from "next";
import { WorkshopList, type WorkshopViewer } from "@/components/trial/workshops/workshop-list";
import { getSessionUser } from "@/lib/auth/session";

export const metadata: Metadata = {
  title: "Free workshops",
  description: "Free live workshops for children: try a subject with a teacher in a small group.",
};

/** /workshops: every course's upcoming workshops (each course page lists its own). */
export default async function WorkshopsPage() {
  const user = await getSessionUser();
  const viewer: WorkshopViewer = !user ? "visitor" : user.role === "student" ? "student" : "other";
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold">Free workshops</h1>
      <p className="mt-3 text-lg text-slate-800">
        One live hour with a teacher and a small group. Times are shown in your time zone.
      </p>
      <div className="mt-6">
        <WorkshopList viewer={viewer} showCourse />
      </div>
    </section>
  );
}
