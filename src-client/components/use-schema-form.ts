import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { placeServerError, type FormError } from '#client/features/auth/server-error.ts';
import { useRevealFirstError } from './use-reveal-first-error';

interface SchemaFormOptions<Input extends FieldValues, Output> {
  /** The server's own schema: the same trimming and the same messages on both sides. */
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** Calls the server; a failure is spread over the fields and the list above the form. */
  onSubmit: (values: Output) => Promise<void>;
}

/**
 * A form validated by a shared Zod schema (spec 3 §4: quiet until a field is left, then live on
 * every keystroke) whose server errors land under their fields or above the form. Its submit
 * button stays enabled (issue 31): a press with something missing shows every field's message
 * and, on a form given `formRef`, focuses the first invalid field in reading order, including
 * those react-hook-form holds no element for (agreement ticks, registration fields).
 */
export function useSchemaForm<Input extends FieldValues, Output>({ schema, defaultValues, onSubmit }: SchemaFormOptions<Input, Output>) {
  const [formErrors, setFormErrors] = useState<FormError[]>([]);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues,
  });
  const { ref: formRef, reveal } = useRevealFirstError();
  const fields = Object.keys(defaultValues ?? {}) as Path<Input>[];

  useRevealRefusedSubmit(form, reveal);

  const submit = form.handleSubmit(async (values) => {
    setFormErrors([]);
    try {
      await onSubmit(values);
    } catch (error) {
      const placed = placeServerError(error, fields);
      for (const { field, code } of placed.fieldErrors) form.setError(field, { type: 'server', message: code });
      setFormErrors(placed.formErrors);
      reveal();
    }
  });

  /** `reveal` is for a form that refuses in onSubmit what the schema cannot see (a file not uploaded yet). */
  return { form, submit, formErrors, formRef, reveal };
}

/**
 * Reveals the first invalid field after each submit the schema refused. Its errors render with
 * the new submit count, after handleSubmit's invalid callback has returned: revealing from that
 * callback would look before they are there.
 */
export function useRevealRefusedSubmit<Input extends FieldValues, Output>(form: UseFormReturn<Input, unknown, Output>, reveal: () => void): void {
  const { submitCount, isSubmitSuccessful } = form.formState;
  useEffect(() => {
    if (submitCount > 0 && !isSubmitSuccessful) reveal();
  }, [submitCount, isSubmitSuccessful, reveal]);
}
