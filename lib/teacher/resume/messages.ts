/** Messages of the resume form and saveResume (spec 3; decision 031). */
export const RESUME_MESSAGES = {
  nameRequired: "Please enter your name.",
  resumeRequired: "Please upload your resume.",
  resumeType: "Please upload your resume as a PDF, JPG or PNG file.",
  resumeTooLarge: "The resume must not be larger than 5 MB.",
  videoRequired: "Please upload your introduction video.",
  videoType: "Please upload the video as an MP4 or WebM file.",
  videoTooLarge: "The video must not be larger than 100 MB.",
  agreementRequired: "Please accept the agreement.",
  notYou: "You can only upload your own resume.",
  saved: "Thank you! Your resume and video are sent for review.",
  notFound: "No resume was found for this teacher.",
} as const;

export const MAX_RESUME_BYTES = 5 * 1024 * 1024;
export const MAX_VIDEO_BYTES = 100 * 1024 * 1024;
