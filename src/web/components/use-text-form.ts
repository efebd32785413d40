import { useState } from 'react';
import type { z } from 'zod';

/**
 * A small form of text fields kept in React state and checked by a shared schema when sent:
 * `field(name)` gives a MUI text field its value, change and message.
 */
export function useTextForm<F extends string>(initial: Record<F, string>) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});

  /** The fields (with `fixed` values beside them) as the schema reads them, or null with each field's message shown. */
  const check = <S extends z.ZodType>(schema: S, fixed: object): z.output<S> | null => {
    const checked = schema.safeParse({ ...fixed, ...form });
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])) as Partial<Record<F, string>>);
      return null;
    }
    setErrors({});
    return checked.data;
  };

  const field = (name: F) => ({
    name,
    value: form[name],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [name]: e.target.value })),
    error: !!errors[name],
    helperText: errors[name],
    fullWidth: true,
  });

  return { field, check };
}
