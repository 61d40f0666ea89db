import type { Metadata } from "next";
import { UploadPage } from "@/components/media/upload-page";

export const metadata: Metadata = { title: "Upload a video", robots: { index: false } };

export default function UploadVideoPage() {
  return (
    <UploadPage
      title="Upload a video"
      intro="An mp4, mov or avi file up to 200 MB, or a YouTube or https link, with a thumbnail if you like."
      medType={1}
    />
  );
}
