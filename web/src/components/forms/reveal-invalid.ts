const FOCUSABLE = [
  'input:not([type="hidden"]):not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'button:not([disabled])',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

const byDocumentOrder = (a: Element, b: Element) =>
  a === b ? 0 : a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/**
 * The first field under `root`, in reading order, that shows an error: an input marked
 * aria-invalid, or the element Mantine's `getInputProps` marked with one of the refused paths
 * (`data-path`), for controls that carry no aria-invalid of their own (a SegmentedControl).
 */
export function firstInvalidField(root: ParentNode, paths: readonly string[]): HTMLElement | null {
  const candidates = [
    ...root.querySelectorAll<HTMLElement>('[aria-invalid="true"]'),
    ...paths.flatMap((path) => [
      ...root.querySelectorAll<HTMLElement>(`[data-path=${quoted(path)}]`),
    ]),
  ];
  return candidates.sort(byDocumentOrder)[0] ?? null;
}

/** What takes the focus for a field: itself, else its chosen option, else its first control. */
function focusTargetOf(field: HTMLElement): HTMLElement | null {
  if (field.matches(FOCUSABLE)) return field;
  return (
    field.querySelector<HTMLElement>('input:checked:not([disabled])') ??
    field.querySelector<HTMLElement>(FOCUSABLE)
  );
}

/**
 * Brings the first invalid field under `root` into the middle of the screen and focuses it, so
 * a refusal far above or below the button that was pressed is seen. Without one, the form's
 * own alert (a refusal that belongs to no field) is brought into view. Returns the field's
 * `data-path`, when it has one.
 */
export function revealFirstInvalid(
  root: HTMLElement | null,
  paths: readonly string[],
): string | null {
  if (!root) return null;
  const field = firstInvalidField(root, paths);
  const shown = field ?? root.querySelector<HTMLElement>('[role="alert"]');
  // jsdom has no scrollIntoView.
  shown?.scrollIntoView?.({ block: 'center' });
  if (!field) return null;
  focusTargetOf(field)?.focus({ preventScroll: true });
  return field.closest('[data-path]')?.getAttribute('data-path') ?? null;
}
