import { escapeHtml } from './layout.ts';

/** Groups sit in the form's flow like the other fields (the shared layout styles no fieldset). */
export const FIELDSET = ' style="border:0;padding:0;margin:12px 0 0;min-width:0"';
export const LEGEND = ' style="font-weight:600;padding:0"';

/** What every control is drawn with: the values shown and what was wrong with them. */
export type FormState = { values: Record<string, string>; errors: Record<string, string> };

type Control = {
  name: string;
  label: string;
  hint?: string;
  autocomplete?: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  inputmode?: 'numeric' | 'text';
};

function described(state: FormState, name: string, hint?: string) {
  const ids = [hint ? `${name}-hint` : '', state.errors[name] ? `${name}-error` : '']
    .filter(Boolean)
    .join(' ');
  return ids ? ` aria-describedby="${ids}"` : '';
}

function notes(state: FormState, name: string, hint?: string) {
  return (
    (hint ? `<p class="hint" id="${name}-hint">${escapeHtml(hint)}</p>` : '') +
    (state.errors[name]
      ? `<p class="error" id="${name}-error">${escapeHtml(state.errors[name])}</p>`
      : '')
  );
}

/** A labelled text input, its hint and its error (named by `aria-describedby`). */
export function input(state: FormState, control: Control): string {
  const { name } = control;
  return `<label for="${name}">${escapeHtml(control.label)}</label>
<input id="${name}" name="${name}" type="${control.type ?? 'text'}" value="${escapeHtml(state.values[name])}"${
    control.autocomplete ? ` autocomplete="${control.autocomplete}"` : ''
  }${control.inputmode ? ` inputmode="${control.inputmode}"` : ''}${
    state.errors[name] ? ' aria-invalid="true"' : ''
  }${described(state, name, control.hint)} />
${notes(state, name, control.hint)}`;
}

/** A labelled select; `options` are [value, label] pairs, a blank first option when asked. */
export function select(
  state: FormState,
  control: { name: string; label: string; hint?: string; blank?: string },
  options: Array<[string, string]>,
): string {
  const { name } = control;
  const current = state.values[name] ?? '';
  const all: Array<[string, string]> = control.blank ? [['', control.blank], ...options] : options;
  return `<label for="${name}">${escapeHtml(control.label)}</label>
<select id="${name}" name="${name}"${described(state, name, control.hint)}>
${all
  .map(
    ([value, label]) =>
      `<option value="${escapeHtml(value)}"${value === current ? ' selected' : ''}>${escapeHtml(label)}</option>`,
  )
  .join('\n')}
</select>
${notes(state, name, control.hint)}`;
}

/** Day, month and year in one group, named by its legend. */
export function dateOfBirth(state: FormState): string {
  const part = (name: string, label: string, autocomplete: string) =>
    `<div><label for="${name}">${label}</label><input id="${name}" name="${name}" inputmode="numeric" autocomplete="${autocomplete}" value="${escapeHtml(state.values[name])}"${
      state.errors.dob_day ? ' aria-invalid="true" aria-describedby="dob_day-error"' : ''
    } /></div>`;
  return `<fieldset${FIELDSET}><legend${LEGEND}>Date of birth</legend>
<div class="row">${part('dob_day', 'Day', 'bday-day')}${part('dob_month', 'Month', 'bday-month')}${part('dob_year', 'Year', 'bday-year')}</div>
${notes(state, 'dob_day')}
</fieldset>`;
}

/** The error summary at the top of a form that was sent back. */
export function errorSummary(title: string, messages: string[]): string {
  if (!messages.length) return '';
  return `<div class="card" role="alert"><h2 class="error">${escapeHtml(title)}</h2><ul>${messages
    .map((message) => `<li>${escapeHtml(message)}</li>`)
    .join('')}</ul></div>`;
}
