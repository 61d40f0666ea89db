import type { Metadata } from "next";
import { UploadPage } from "@/components/media/upload-page";

export const metadata: Metadata = { title: "Upload audio", robots: { index: false } };

export default function UploadAudioPage() {
  return (
    <UploadPage
      title="Upload audio"
      intro="An mp3, m4a, wav or ogg file up to 50 MB: a practice track or a recording."
      medType={6}
    />
  );
}
