import { useState } from 'react';
import type { ErrorCode } from '#shared/errors.ts';
import type { FormValue } from '#shared/field-engine.ts';
import { flatFields, formValuesValid } from '#shared/field-groups.ts';
import { registrationFormFields } from '#shared/registration-fields.ts';
import { initialAnswers } from '#client/features/profile/profile-registration-fields.tsx';
import { readServerError } from '#client/features/auth/server-error.ts';
import { useSpecialFieldLabels } from '#client/features/registration-fields/use-special-field-labels.ts';
import { useOrganisation } from '#client/features/shell/use-organisation.ts';

/**
 * A user's registration field values (spec 3 §3) as an admin edits them, by the field engine's
 * rules: the site's fields, what the user holds for each, which were touched, the server's errors.
 */
export function useRegistrationValues(stored: Record<string, unknown>) {
  const fields = registrationFormFields(useOrganisation().settings, useSpecialFieldLabels());
  const [values, setValues] = useState<Record<string, FormValue>>(() => initialAnswers(fields, stored));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Record<string, ErrorCode>>({});
  const touch = (fieldid: string) => setTouched((current) => (current.has(fieldid) ? current : new Set([...current, fieldid])));

  return {
    fields,
    values,
    touched,
    serverErrors,
    touch,
    change(fieldid: string, value: FormValue) {
      setValues((current) => ({ ...current, [fieldid]: value }));
      // A group's item errors sit under its id too.
      setServerErrors((current) => Object.fromEntries(Object.entries(current).filter(([path]) => path !== `extraFields.${fieldid}` && !path.startsWith(`extraFields.${fieldid}.`))));
      touch(fieldid);
    },
    /** Shows every field's error; whether all are acceptable. */
    validate(): boolean {
      setTouched(new Set(fields.map((field) => field.fieldid)));
      return formValuesValid(fields, values);
    },
    /** Only the site's fields: a value of a field since removed would be refused. */
    input(): Record<string, FormValue> {
      return Object.fromEntries(flatFields(fields).flatMap((field) => (values[field.fieldid] !== undefined ? [[field.fieldid, values[field.fieldid]!]] : [])));
    },
    /** Puts the server's errors on their fields; whether any was one of them. */
    placeServerErrors(error: unknown): boolean {
      const placed: Record<string, ErrorCode> = {};
      for (const [path, [code]] of Object.entries(readServerError(error).fieldErrors)) if (code && path.startsWith('extraFields.')) placed[path] = code;
      setServerErrors(placed);
      return Object.keys(placed).length > 0;
    },
  };
}
