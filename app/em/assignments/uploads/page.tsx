import type { Metadata } from "next";
import Link from "next/link";
import { AreaWelcome } from "@/components/layout/area-welcome";
import { MyUploads } from "@/components/media/my-uploads";
import { buttonClasses } from "@/components/ui";
import { requireAreaUser } from "@/lib/auth/guard";

export const metadata: Metadata = { title: "Uploads", robots: { index: false } };
export const dynamic = "force-dynamic";

/** The teacher's uploads (spec 1 §2: where a video upload lands), shared from here with students. */
export default async function TeacherUploadsPage() {
  const user = await requireAreaUser("teacher");
  return (
    <>
      <AreaWelcome user={user} area="Assignments and uploads" />
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 pb-10 sm:px-6">
        <div className="flex flex-wrap gap-2">
          <Link href="/em/uploadVideo" className={buttonClasses("secondary", "sm")}>
            Upload a video
          </Link>
          <Link href="/em/uploadVideo/audio" className={buttonClasses("secondary", "sm")}>
            Upload audio
          </Link>
        </div>
        <MyUploads prefix="em" source="uploadMedia" heading="Uploads" />
      </div>
    </>
  );
}
