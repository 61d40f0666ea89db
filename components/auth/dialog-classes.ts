/** Account dialogs fill the screen of a phone (below 640 px) and stay a centred card above it. */
export const PHONE_FULL_SCREEN =
  "max-sm:m-0 max-sm:h-dvh max-sm:max-h-dvh max-sm:w-full max-sm:max-w-full max-sm:rounded-none";
