"use client";

import { useRouter } from "next/navigation";
import { useToast } from "@/components/ui";
import type { MediaTypeCode } from "@/lib/media/library/rules";
import { UploadMediaForm } from "./upload-media-form";

/**
 * The full-page upload of /em/uploadVideo and /em/uploadVideo/audio. After the upload the teacher
 * lands on their uploads (spec 1 §2: {site}/em/assignments/uploads after a video upload).
 */
export function UploadScreen({ medType, after }: { medType: MediaTypeCode; after: string }) {
  const router = useRouter();
  const { toast } = useToast();
  return (
    <UploadMediaForm
      medType={medType}
      onUploaded={(_item, message) => {
        toast({ title: message, variant: "success" });
        router.push(after);
      }}
    />
  );
}
