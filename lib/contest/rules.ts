/**
 * Every contest rule and message in one place (spec 1 §5 and spec 2 §5), importable by the client.
 * Messages are the legacy contract, kept verbatim (typos included: 'Pleas Enter Valid Mobile Number').
 */
import { MEDIA_RULES, type MediaTypeCode } from "../media/library/rules";

export const CONTEST_MESSAGES = {
  nameRequired: "Please type your name",
  nameInvalid: "Please Enter Valid Name",
  emailInvalid: "Please Enter Valid Email",
  mobileRequired: "Please enter your mobile number",
  mobileInvalid: "Pleas Enter Valid Mobile Number",
  ageRequired: "Please select age",
  categoryRequired: "Please select category",
  termsRequired: "Please accept the terms and conditions",
  videoRequired: "Please Upload Video",
  registered: "Thank you! Your entry has been received. It will be public once it is approved.",
  contestClosed: "This contest is not open for entries.",
  subjectRequired: "Please select a subject.",
  alreadyRegistered: "You have already registered for this subject.",
  streamRegistered: "You have registered successfully.",
  failed: "Something went wrong. Please try again later",
} as const;

/**
 * A relative's proof of the family mobile before a talent-hunt entry (issue 43.1, decision 040).
 * The answers never say whether the number has an account.
 */
export const ENTRY_OTP_MESSAGES = {
  sent: "We sent a 6-digit OTP to this mobile number. Enter it to confirm the number.",
  otpRequired: "Please enter the OTP sent to the mobile number.",
  otpInvalid: "Incorrect OTP. Please check the code and try again.",
  otpExpired: "This OTP has expired. Please ask for a new one.",
  otpDead: "This OTP can no longer be used. Please ask for a new one.",
  verified: "Mobile number confirmed.",
  /** The registration without a proof (a legacy client, or a proof used up or too old). */
  proofNeeded:
    "Please confirm the parent's mobile number with the OTP we send to it, then register again.",
} as const;

export const VOTE_MESSAGES = {
  mobileRequired: "Please enter mobile number",
  mobileInvalid: "Please enter valid mobile number",
  nameRequired: "Please enter name",
  otpRequired: "Please enter OTP",
  otpSent: "OTP sent successfully.",
  otpInvalid: "Invalid OTP. Please try again.",
  otpExpired: "The OTP has expired. Please ask for a new one.",
  voted: "Thank you for voting!",
  alreadyVoted: "Sorry... You have already done voting for this entry from this number",
  entryNotFound: "This entry is not open for voting.",
} as const;

/** Spec 2 §5 streaming post: the seven messages, then the five format/size messages. */
export const STREAMING_MESSAGES = {
  child: "Please choose your child.",
  childAge: "Please choose your child age.",
  category: "Please choose a category.",
  file: "Please upload the submission.",
  title: "Please enter the title.",
  description: "Please describe your work.",
  consent: "Please provide your consent.",
  imageFormat: MEDIA_RULES[2].formatMessage,
  imageSize: MEDIA_RULES[2].sizeMessage,
  videoFormat: MEDIA_RULES[1].formatMessage,
  videoSize: MEDIA_RULES[1].sizeMessage,
  documentFormat: "Format should be Word document or PDF only.",
  saved: "Your submission has been received. It will appear on the stars page once approved.",
  notYourChild: "Please choose your child.",
} as const;

export const CAMPAIGN_MESSAGES = {
  noMedia: "Please select any image or video to upload.",
  noCategory: "Please select a category.",
  saved: "Your media has been uploaded.",
  rated: "Rating saved.",
  ratingRange: "Please choose a rating from 1 to 5.",
  teachersOnly: "Only teachers can rate campaign entries.",
  entryNotFound: "Entry not found.",
} as const;

/** Names: letters and spaces only (spec 2 §5). */
export const NAME_PATTERN = /^[A-Za-z ]+$/;
export const NAME_MAX = 80;
/** Spec 2 §5: a mobile over 10 characters is refused. */
export const CONTEST_MOBILE_MAX = 10;
export const CONTEST_AGE = { min: 3, max: 18 } as const;

/** Talent-hunt categories (spec 1 does not list them; ours). */
export const TALENT_CATEGORIES = ["Singing", "Instrument", "Dance", "Art", "Other"] as const;

/** Streaming categories (spec 2 §9) and what each accepts. */
export const STREAMING_CATEGORIES = [98, 69, 57, 85, 204, 205] as const;
export type StreamingCategory = (typeof STREAMING_CATEGORIES)[number];

export interface CategoryRule {
  /** The media-library type the sniffed content must be. */
  medType: MediaTypeCode;
  extensions: readonly string[];
  accept: string;
  maxBytes: number;
  formatMessage: string;
  sizeMessage: string;
}

/** A category's rule from the media library's rule of its type, with the spec's format message. */
const ruleOf = (medType: MediaTypeCode, formatMessage: string): CategoryRule => ({
  medType,
  extensions: MEDIA_RULES[medType].extensions,
  accept: MEDIA_RULES[medType].accept,
  maxBytes: MEDIA_RULES[medType].maxBytes,
  formatMessage,
  sizeMessage: MEDIA_RULES[medType].sizeMessage,
});
const picture = ruleOf(2, STREAMING_MESSAGES.imageFormat);
const video = ruleOf(1, STREAMING_MESSAGES.videoFormat);
const document = ruleOf(3, STREAMING_MESSAGES.documentFormat);

export const CATEGORY_RULES: Record<StreamingCategory, CategoryRule> = {
  98: picture,
  69: video,
  57: video,
  85: video,
  204: video,
  205: document,
};

export const isStreamingCategory = (value: unknown): value is StreamingCategory =>
  STREAMING_CATEGORIES.includes(Number(value) as StreamingCategory);

/** A talent-hunt or stream-registration file: a video (spec 2 'Please Upload Video'). */
export const CONTEST_VIDEO_RULE: CategoryRule = video;

/** Campaign media: an image or a video. */
export const CAMPAIGN_MEDIA_TYPES: readonly MediaTypeCode[] = [1, 2];

/** Spec 2 §9: contest messages clear after 10 s; streaming success redirects after 5 s. */
export const CONTEST_MESSAGE_CLEAR_MS = 10_000;
export const STREAMING_REDIRECT_MS = 5_000;

/** Vote-burst view: votes from one /24 within this window, at least this many, are flagged. */
export const BURST_WINDOW_MIN = 10;
export const BURST_MIN_VOTES = 5;

/** Spec 2 §9 interest-capture ids. */
export const INTEREST_CAPTURE = { campaign: 15, stars: 14 } as const;

/** The stars page of a product slug: "music" → "/music-stars". */
export const starsPath = (slug: string) => `/${slug}-stars`;
