import { z } from "zod";

/**
 * A form field checked by the server's own schema for that field (decision 014): the browser gives
 * exactly the server's verdict and messages, while the form keeps the value as typed (the server's
 * schema may transform it, e.g. a login identifier into `{ kind, mobile }`). Use it where a form
 * posts a field to a call whose schema already holds the rule, instead of writing the rule twice.
 */
export function checkedBy(serverField: z.ZodType) {
  return z.string().superRefine((value, ctx) => {
    const result = serverField.safeParse(value);
    if (result.success) return;
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
    }
  });
}
