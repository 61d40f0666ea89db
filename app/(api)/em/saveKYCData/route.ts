import { otherMethods } from "@/lib/http/fallback-routes";
import { route } from "@/lib/http/route";
import { kycMasterKeys } from "@/lib/teacher/documents/keys";
import { saveKyc } from "@/lib/teacher/kyc/kyc";
import { MAX_KYC_DOCUMENT_BYTES } from "@/lib/teacher/kyc/messages";
import { saveKycRequest } from "@/lib/teacher/kyc/schemas";

export const dynamic = "force-dynamic";

/** Three documents at their cap, the fields and the multipart envelope. */
const MAX_BODY_BYTES = 3 * MAX_KYC_DOCUMENT_BYTES + 128 * 1024;

/**
 * POST /em/saveKYCData (spec 2, multipart): KYC and bank details, with the declaration confirmed
 * by the OTP of verifyOTPForValidation; answers redirect_url /em/dashboard.
 */
export const POST = route(
  { body: saveKycRequest, access: ["teacher"], maxBodyBytes: MAX_BODY_BYTES },
  ({ db, user, body, now }) => saveKyc(db, kycMasterKeys(), user, body, now),
);

export const { GET, PUT, PATCH, DELETE } = otherMethods("POST");
