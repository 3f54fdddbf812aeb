import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { z } from 'zod';
import { placeServerError, type FormError } from '../features/auth/server-error';

interface SchemaFormOptions<Input extends FieldValues, Output> {
  /** The server's own schema: the same trimming and the same messages on both sides. */
  schema: z.ZodType<Output, Input>;
  defaultValues: DefaultValues<Input>;
  /** Calls the server; a failure is spread over the fields and the list above the form. */
  onSubmit: (values: Output) => Promise<void>;
}

/**
 * A form validated by a shared Zod schema (spec 3 §4: quiet until a field is left, then live on
 * every keystroke) whose server errors land under their fields or above the form.
 */
export function useSchemaForm<Input extends FieldValues, Output>({ schema, defaultValues, onSubmit }: SchemaFormOptions<Input, Output>) {
  const [formErrors, setFormErrors] = useState<FormError[]>([]);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues,
  });
  const fields = Object.keys(defaultValues ?? {}) as Path<Input>[];

  const submit = form.handleSubmit(async (values) => {
    setFormErrors([]);
    try {
      await onSubmit(values);
    } catch (error) {
      const placed = placeServerError(error, fields);
      for (const { field, code } of placed.fieldErrors) form.setError(field, { type: 'server', message: code });
      setFormErrors(placed.formErrors);
    }
  });

  return { form, submit, formErrors };
}
