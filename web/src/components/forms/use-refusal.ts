import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormErrors } from '@mantine/form';
import type { AlertType } from '../feedback/show-alert';
import { revealFirstInvalid } from './reveal-invalid';
import { sayRefusal } from './say-refusal';
import { serverErrorMessage, splitServerErrors } from './server-errors';

type FieldMessages = Record<string, string>;
type Refusal = { fields: FieldMessages; message: string | null };

function messagesOf(errors: FormErrors): FieldMessages {
  const fields: FieldMessages = {};
  for (const [path, error] of Object.entries(errors)) {
    if (error) fields[path] = typeof error === 'string' ? error : '';
  }
  return fields;
}

/**
 * What a form does when it is refused, by its own check or by the server: the first invalid
 * field scrolls into view and takes the focus, and the refusal is said in a notification too
 * (docs/decisions/platform-web.md, "A refused form"). `ref` goes on the form, or on the element
 * around its fields; `alert` is the notification's kind (a password change's failure is a warning,
 * spec 8).
 */
export function useRefusal<Root extends HTMLElement = HTMLFormElement>(alert: AlertType = 'error') {
  const ref = useRef<Root>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  // After the render that shows the errors, so the invalid fields are marked by then.
  useEffect(() => {
    if (!refusal) return;
    const path = revealFirstInvalid(ref.current, Object.keys(refusal.fields));
    const message =
      refusal.message ||
      (path && refusal.fields[path]) ||
      Object.values(refusal.fields).find(Boolean);
    if (message) sayRefusal(alert, message);
  }, [refusal, alert]);

  /** A refusal the form has already shown: `fields` are the messages now under its fields. */
  const refuse = useCallback(
    (fields: FieldMessages, message: string | null = null) => setRefusal({ fields, message }),
    [],
  );

  /** The second argument of Mantine's `form.onSubmit`: the form's own check refused the values. */
  const onInvalid = useCallback((errors: FormErrors) => refuse(messagesOf(errors)), [refuse]);

  /**
   * A failed call: the messages of `formFields` go under those fields through `setErrors`, the
   * rest comes back as `other` for the form to show; the notification says all of it (spec 8).
   */
  const onFailure = useCallback(
    (
      error: unknown,
      formFields: readonly string[],
      setErrors?: (errors: FieldMessages) => void,
    ) => {
      const split = splitServerErrors(error, formFields);
      setErrors?.(split.fields);
      refuse(split.fields, serverErrorMessage(error));
      return split;
    },
    [refuse],
  );

  return { ref, refuse, onInvalid, onFailure };
}
