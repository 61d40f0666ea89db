/**
 * The zod schemas of every contest form and call (issue 21). The screens use them with
 * react-hook-form (zodResolver) and the routes parse the text fields of the same forms with them:
 * one rule, one message. No server-only imports here.
 */
import { z } from "zod";
import { emailField } from "../fields/email";
import { idField } from "../fields/id";
import { flagValue, toOptionalText } from "../fields/loose";
import {
  CAMPAIGN_MESSAGES,
  CONTEST_AGE,
  CONTEST_MESSAGES,
  CONTEST_MOBILE_MAX,
  ENTRY_OTP_MESSAGES,
  NAME_MAX,
  NAME_PATTERN,
  STREAMING_MESSAGES,
  VOTE_MESSAGES,
  isStreamingCategory,
} from "./rules";

/** A required text: absent, null, blank → `message`. */
const required = (message: string) =>
  z.preprocess(toOptionalText, z.string({ error: message }).trim().min(1, message));

/** A name: letters and spaces only (spec 2 §5). */
export const contestName = (requiredMessage: string = CONTEST_MESSAGES.nameRequired) =>
  z.preprocess(
    toOptionalText,
    z
      .string({ error: requiredMessage })
      .trim()
      .min(1, requiredMessage)
      .max(NAME_MAX, CONTEST_MESSAGES.nameInvalid)
      .regex(NAME_PATTERN, CONTEST_MESSAGES.nameInvalid),
  );

/**
 * A contest mobile: digits only, at most 10 (spec 2: 'Pleas Enter Valid Mobile Number' over 10
 * characters) and at least 10 for an Indian number (the vote OTP goes to it).
 */
export const contestMobile = (
  requiredMessage: string = CONTEST_MESSAGES.mobileRequired,
  invalid: string = CONTEST_MESSAGES.mobileInvalid,
) =>
  z.preprocess(
    toOptionalText,
    z
      .string({ error: requiredMessage })
      .trim()
      .min(1, requiredMessage)
      .max(CONTEST_MOBILE_MAX, invalid)
      .regex(/^[6-9][0-9]{9}$/, invalid),
  );

const age = z.preprocess(
  (v) => {
    const text = toOptionalText(v);
    return text === undefined ? undefined : Number(text);
  },
  z
    .number({ error: CONTEST_MESSAGES.ageRequired })
    .int(CONTEST_MESSAGES.ageRequired)
    .min(CONTEST_AGE.min, CONTEST_MESSAGES.ageRequired)
    .max(CONTEST_AGE.max, CONTEST_MESSAGES.ageRequired),
);

const terms = z.preprocess(flagValue, z.literal(true, { error: CONTEST_MESSAGES.termsRequired }));

/**
 * POST /talent-hunt-registration text fields (spec 1 §4): st_name, mobile, email, age, category,
 * referred_by; the file field `media` follows them. `terms` is the form's checkbox (the legacy
 * client checked it before sending; a legacy call without it is accepted: `terms` defaults true there).
 */
export const talentHuntFields = z.object({
  st_name: contestName(),
  mobile: contestMobile(),
  email: z.preprocess((v) => toOptionalText(v) ?? "", emailField(CONTEST_MESSAGES.emailInvalid)),
  age,
  category: required(CONTEST_MESSAGES.categoryRequired),
  referred_by: z.preprocess(toOptionalText, z.string().trim().max(80).optional()),
  /** The contest slug (default "music"). */
  contest: z.preprocess(toOptionalText, z.string().trim().max(40).optional()),
  /**
   * Issue 43.1: the proof that the caller holds the mobile (not needed when the signed-in family's
   * own number): the code sent by /talent-hunt-registration/send-otp, or the token its
   * verify-otp call answered.
   */
  otp: z.preprocess(toOptionalText, z.string().trim().max(10).optional()),
  otp_token: z.preprocess(toOptionalText, z.string().trim().max(200).optional()),
});
export type TalentHuntFields = z.output<typeof talentHuntFields>;

const entryOtpCode = z.preprocess(
  toOptionalText,
  z
    .string({ error: ENTRY_OTP_MESSAGES.otpRequired })
    .trim()
    .min(1, ENTRY_OTP_MESSAGES.otpRequired)
    .regex(/^[0-9]{6}$/, ENTRY_OTP_MESSAGES.otpInvalid),
);

/** POST /talent-hunt-registration/send-otp {mobile}: a code to the family's mobile. */
export const entryOtpRequest = z.object({ mobile: contestMobile() });
/** POST /talent-hunt-registration/verify-otp {mobile, otp}: answers an otp_token. */
export const entryVerifyRequest = z.object({ mobile: contestMobile(), otp: entryOtpCode });
/** The form's OTP step. */
export const entryOtpForm = z.object({ otp: entryOtpCode });

/** The registration form on the screen: the same fields plus the terms checkbox. */
export const talentHuntForm = talentHuntFields.extend({ terms });
export type TalentHuntForm = z.input<typeof talentHuntForm>;

/** POST /sendOTPForPublicVoting {cust_id (the voter's mobile), entry_id}. */
export const sendVoteOtpRequest = z.object({
  cust_id: contestMobile(VOTE_MESSAGES.mobileRequired, VOTE_MESSAGES.mobileInvalid),
  entry_id: idField(VOTE_MESSAGES.entryNotFound),
});
export type SendVoteOtpRequest = z.output<typeof sendVoteOtpRequest>;

/** POST /verifyOTPAndSavePublicVoting {mobile_num, name, otp, entry_id}: all required (spec 1 §5). */
export const verifyVoteRequest = z.object({
  mobile_num: contestMobile(VOTE_MESSAGES.mobileRequired, VOTE_MESSAGES.mobileInvalid),
  name: contestName(VOTE_MESSAGES.nameRequired),
  otp: z.preprocess(
    toOptionalText,
    z
      .string({ error: VOTE_MESSAGES.otpRequired })
      .trim()
      .min(1, VOTE_MESSAGES.otpRequired)
      .regex(/^[0-9]{6}$/, VOTE_MESSAGES.otpInvalid),
  ),
  entry_id: idField(VOTE_MESSAGES.entryNotFound),
});
export type VerifyVoteRequest = z.output<typeof verifyVoteRequest>;

/** The vote modal: step 1 (number and name), step 2 (the code). Same rules as the calls. */
export const voteStartForm = z.object({
  mobile_num: verifyVoteRequest.shape.mobile_num,
  name: verifyVoteRequest.shape.name,
});
export const voteOtpForm = z.object({ otp: verifyVoteRequest.shape.otp });

/**
 * POST /event-strem-registration text fields (spec 2 contest form): name, email, mobile, age,
 * subject_id; the file field `media` (a video, 'Please Upload Video') follows.
 */
export const streamRegistrationFields = z.object({
  name: contestName(),
  email: z.preprocess((v) => toOptionalText(v) ?? "", emailField(CONTEST_MESSAGES.emailInvalid)),
  mobile: contestMobile(),
  age,
  subject_id: idField(CONTEST_MESSAGES.subjectRequired),
});
export type StreamRegistrationFields = z.output<typeof streamRegistrationFields>;
export const streamRegistrationForm = streamRegistrationFields.extend({ terms });

/**
 * POST /save-streaming-post text fields (spec 2 §5, the seven messages): student_id, student_age,
 * title, description, category, consent; then the file field `media`.
 */
export const streamingPostFields = z.object({
  student_id: idField(STREAMING_MESSAGES.child),
  student_age: z.preprocess(
    (v) => {
      const text = toOptionalText(v);
      return text === undefined ? undefined : Number(text);
    },
    z
      .number({ error: STREAMING_MESSAGES.childAge })
      .int(STREAMING_MESSAGES.childAge)
      .min(CONTEST_AGE.min, STREAMING_MESSAGES.childAge)
      .max(CONTEST_AGE.max, STREAMING_MESSAGES.childAge),
  ),
  category: z.preprocess(
    (v) => {
      const text = toOptionalText(v);
      return text === undefined ? undefined : Number(text);
    },
    z
      .number({ error: STREAMING_MESSAGES.category })
      .refine(isStreamingCategory, STREAMING_MESSAGES.category),
  ),
  title: z.preprocess(
    toOptionalText,
    z
      .string({ error: STREAMING_MESSAGES.title })
      .trim()
      .min(1, STREAMING_MESSAGES.title)
      .max(160, STREAMING_MESSAGES.title),
  ),
  description: z.preprocess(
    toOptionalText,
    z
      .string({ error: STREAMING_MESSAGES.description })
      .trim()
      .min(1, STREAMING_MESSAGES.description)
      .max(2000, STREAMING_MESSAGES.description),
  ),
  consent: z.preprocess(flagValue, z.literal(true, { error: STREAMING_MESSAGES.consent })),
});
export type StreamingPostFields = z.output<typeof streamingPostFields>;
export type StreamingPostForm = z.input<typeof streamingPostFields>;

/** POST /get-streaming-active-subjects: no fields (the session names the student). */
export const activeSubjectsRequest = z.object({}).passthrough();

/** POST /save-campaign-media text fields: category (then the file field `media`). */
export const campaignMediaFields = z.object({
  category: required(CAMPAIGN_MESSAGES.noCategory),
  /** The campaign slug (default "music"). */
  contest: z.preprocess(toOptionalText, z.string().trim().max(40).optional()),
});
export type CampaignMediaFields = z.output<typeof campaignMediaFields>;

/** POST /api/set-campaign-rating {cid, rating}. */
export const campaignRatingRequest = z.object({
  cid: idField(CAMPAIGN_MESSAGES.entryNotFound),
  rating: z.preprocess(
    (v) => {
      const text = toOptionalText(v);
      return text === undefined ? undefined : Number(text);
    },
    z
      .number({ error: CAMPAIGN_MESSAGES.ratingRange })
      .int(CAMPAIGN_MESSAGES.ratingRange)
      .min(1, CAMPAIGN_MESSAGES.ratingRange)
      .max(5, CAMPAIGN_MESSAGES.ratingRange),
  ),
});
export type CampaignRatingRequest = z.output<typeof campaignRatingRequest>;

/** Admin moderation of an entry (queue decide): reject needs a reason. */
export const moderateEntryForm = z.discriminatedUnion("decision", [
  z.object({ decision: z.literal("approve") }),
  z.object({
    decision: z.literal("reject"),
    reason: z.string().trim().min(1, "Please give a reason.").max(300),
  }),
]);
