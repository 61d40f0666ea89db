import Link from "next/link";
import type { ReactNode } from "react";
import { UploadScreen } from "@/components/media/upload-screen";
import { requireAreaUser } from "@/lib/auth/guard";
import type { MediaTypeCode } from "@/lib/media/library/rules";

/** The teacher's upload page (/em/uploadVideo and /em/uploadVideo/audio): one media type each. */
export async function UploadPage({
  title,
  intro,
  medType,
}: {
  title: string;
  intro: ReactNode;
  medType: MediaTypeCode;
}) {
  await requireAreaUser("teacher");
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-8 sm:px-6">
      <p>
        <Link
          href="/em/assignments/uploads"
          className="text-sm font-medium text-indigo-700 underline"
        >
          Back to uploads
        </Link>
      </p>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-slate-700">{intro}</p>
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <UploadScreen medType={medType} after="/em/assignments/uploads" />
      </div>
    </div>
  );
}
