import { schemaResolver, type FormErrors } from '@mantine/form';

type StandardSchema = Parameters<typeof schemaResolver>[0];

/**
 * A synchronous Mantine form validator from a contract schema (zod implements Standard Schema),
 * so `form.isValid()` answers at once and a submit button can follow it. `toInput` maps the
 * form's values onto the schema's input when their shapes differ.
 */
export function contractResolver<Values>(
  schema: StandardSchema,
  toInput?: (values: Values) => unknown,
) {
  const resolve = schemaResolver(schema, { sync: true });
  return (values: Values): FormErrors => resolve(toInput ? toInput(values) : values);
}
