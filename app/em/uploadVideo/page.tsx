import type { Metadata } from "next";
import Link from "next/link";
import { UploadScreen } from "@/components/media/upload-screen";
import { requireAreaUser } from "@/lib/auth/guard";

export const metadata: Metadata = { title: "Upload a video", robots: { index: false } };

export default async function UploadVideoPage() {
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
      <h1 className="text-2xl font-bold">Upload a video</h1>
      <p className="text-slate-700">
        An mp4, mov or avi file up to 200 MB, or a YouTube or https link, with a thumbnail if you
        like.
      </p>
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <UploadScreen medType={1} after="/em/assignments/uploads" />
      </div>
    </div>
  );
}
