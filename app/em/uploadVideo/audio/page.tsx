import type { Metadata } from "next";
import Link from "next/link";
import { UploadScreen } from "@/components/media/upload-screen";
import { requireAreaUser } from "@/lib/auth/guard";

export const metadata: Metadata = { title: "Upload audio", robots: { index: false } };

export default async function UploadAudioPage() {
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
      <h1 className="text-2xl font-bold">Upload audio</h1>
      <p className="text-slate-700">
        An mp3, m4a, wav or ogg file up to 50 MB: a practice track or a recording.
      </p>
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <UploadScreen medType={6} after="/em/assignments/uploads" />
      </div>
    </div>
  );
}
