import { fieldErrorsOf, messageOf, postJson } from "@/components/auth/post-json";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";

/**
 * Posts a family form and places the server's `errors.{field}` on the inputs of the same name
 * (the family forms use the calls' own field names). Answers the JSON, or null when the server
 * refused fields (shown) or could not be reached (`onMessage` gets the text).
 */
export async function postFamilyForm<T, V extends FieldValues>(
  form: { getValues: () => V; setError: UseFormSetError<V> },
  path: string,
  body: unknown,
  onMessage: (text: string) => void,
): Promise<T | null> {
  const answer = await postJson<T>(path, body);
  if (answer.httpStatus === 200) return answer.data as T;
  const errors = fieldErrorsOf(answer.data);
  let first = true;
  for (const [field, message] of Object.entries(errors)) {
    if (!(field in form.getValues())) continue;
    form.setError(field as Path<V>, { type: "server", message }, { shouldFocus: first });
    first = false;
  }
  if (first) onMessage(messageOf(answer.data));
  return null;
}
