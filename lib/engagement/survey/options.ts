/** The survey's words and choices (spec 3 §5 messages verbatim). Browser-safe. */
export const SURVEY_MESSAGES = {
  chooseOption: "Please choose one option from above.",
  enterRemarks: "Please enter the remarks.",
  ratingRange: "Please choose a rating from 1 to 5.",
  rateOwnAccount: "You can answer only your own survey.",
  notYourSurvey: "This survey belongs to another student.",
  surveyNotFound: "Survey not found.",
  onlyAttended: "You can answer the survey only for a class you attended.",
  alreadyClosed: "This survey is already finished.",
  rateFirst: "Please rate the class first.",
  saved: "Thank you for your feedback!",
  closed: "Survey finished.",
  remarksTooLong: "Remarks can be at most 1000 characters.",
} as const;

/**
 * Step 2's options. `remarks` true: the option needs remarks ('Please enter the remarks.'), so a
 * teacher can act on it.
 */
export const SURVEY_OPTIONS = [
  { value: "fun", label: "It was fun", remarks: false },
  { value: "learned", label: "I learned something new", remarks: false },
  { value: "too_easy", label: "It was too easy", remarks: false },
  { value: "too_hard", label: "It was too hard", remarks: true },
  { value: "tech_trouble", label: "Sound or video trouble", remarks: true },
  { value: "other", label: "Something else", remarks: true },
] as const;

export type SurveyOption = (typeof SURVEY_OPTIONS)[number]["value"];

export const surveyOptionLabel = (value: string | null | undefined) =>
  SURVEY_OPTIONS.find((o) => o.value === value)?.label ?? null;

export const remarksRequiredFor = (value: string | null | undefined) =>
  SURVEY_OPTIONS.find((o) => o.value === value)?.remarks ?? false;

/** A survey is offered for classes attended in the last SURVEY_OFFER_DAYS days. */
export const SURVEY_OFFER_DAYS = 7;
