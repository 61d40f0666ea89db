import { z } from "zod";
import { accountError, gstinError, ifscError, normalizeCode, panError } from "./fields";
import { uploadField } from "../documents/upload-field";
import { KYC_MESSAGES as M } from "./messages";

const text = (required: string, max: number, tooLong = `Please write at most ${max} characters.`) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

const upload = uploadField(M.fileRequired);

const TRUE = new Set(["1", "true", "on", "yes"]);

/**
 * POST /em/saveKYCData (multipart): the three documents, the declaration (accepted here and
 * confirmed by the OTP of verifyOTPForValidation), PAN, IFSC, optional GSTIN, the account.
 */
export const saveKycRequest = z
  .object({
    ccp: upload,
    address_proof: upload,
    pan_proof: upload,
    declaration: z
      .string({ error: M.declarationRequired })
      .refine((v) => TRUE.has(v.trim().toLowerCase()), M.declarationRequired),
    pan: z.string({ error: M.panRequired }).transform(normalizeCode),
    gstNumber: z.string().optional().default("").transform(normalizeCode),
    account_holder_name: text(M.holderRequired, 120),
    bank: text(M.bankRequired, 120),
    ifsc: z.string({ error: M.ifscRequired }).transform(normalizeCode),
    acno: z.string({ error: M.accountRequired }).transform((v) => v.replace(/[\s-]/g, "")),
    addr: text(M.addrRequired, 500, M.addrTooLong),
  })
  .superRefine((v, ctx) => {
    const add = (path: string, message: string | null) => {
      if (message) ctx.addIssue({ code: "custom", path: [path], message });
    };
    add("pan", panError(v.pan));
    add("ifsc", ifscError(v.ifsc));
    add("acno", accountError(v.acno));
    add("gstNumber", gstinError(v.gstNumber, v.pan));
  });
export type SaveKycRequest = z.output<typeof saveKycRequest>;

/** POST /em/verifyOTPForValidation {otp}. */
export const verifyKycOtpRequest = z.object({
  otp: z.string({ error: M.otpRequired }).trim().min(1, M.otpRequired),
});

/** The admin's decision on a KYC or a resume. */
export const reviewDecision = z
  .object({
    teacherId: z.coerce.number().int().positive(),
    decision: z.enum(["approved", "rejected"]),
    reason: z.string().trim().max(300).optional().default(""),
  })
  .superRefine((v, ctx) => {
    if (v.decision === "rejected" && !v.reason)
      ctx.addIssue({ code: "custom", path: ["reason"], message: M.reasonRequired });
  });
export type ReviewDecision = z.output<typeof reviewDecision>;
