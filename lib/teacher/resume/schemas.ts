import { z } from "zod";
import { uploadField } from "../documents/upload-field";
import { RESUME_MESSAGES as M } from "./messages";

const TRUE = new Set(["1", "true", "on", "yes"]);

/** POST /em/saveResume (multipart): resume, video, user_id, aggrement (sic), name. */
export const saveResumeRequest = z.object({
  resume: uploadField(M.resumeRequired),
  video: uploadField(M.videoRequired),
  user_id: z.coerce.number().int().positive(),
  aggrement: z
    .string({ error: M.agreementRequired })
    .refine((v) => TRUE.has(v.trim().toLowerCase()), M.agreementRequired),
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(120),
});
export type SaveResumeRequest = z.output<typeof saveResumeRequest>;
