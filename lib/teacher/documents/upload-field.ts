import { z } from "zod";

/**
 * A required uploaded file in a multipart body (its type and size are checked on its bytes by the
 * service). The browser form hands over a FileList: its first file is taken.
 */
export const uploadField = (required: string) =>
  z.preprocess(
    (v) => (typeof FileList !== "undefined" && v instanceof FileList ? v[0] : v),
    z.custom<File>((v) => typeof File !== "undefined" && v instanceof File && v.size > 0, {
      message: required,
    }),
  );
