/** Limits and messages of the avatar upload, shared by the browser card and the server. */
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;
export const AVATAR_ACCEPT = "image/jpeg,image/png,image/webp,image/gif";

export const AVATAR_MESSAGES = {
  noFile: "Please choose a photo to upload.",
  notImage: "Please choose a JPEG, PNG, WebP or GIF image.",
  tooLarge: "The photo is larger than 5 MB. Please choose a smaller one.",
  loginRequired: "Please log in to continue.",
  failed: "The photo could not be uploaded. Please try again.",
  uploaded: "Your profile photo is updated.",
} as const;
