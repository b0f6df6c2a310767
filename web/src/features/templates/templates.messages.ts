// The templates' texts. Spec 2.12 gives the list's columns and actions, spec 5 the name rules
// (in the contract); the rest is ours.
export { templateMessages } from '@forma/contract/templates/templates.messages';

export const templatesTexts = {
  pageTitle: 'Templates',
  dayAndWeek: 'Day and week',
  days: 'Day templates',
  weeks: 'Week templates',
  presets: 'Programs as presets',
  race: 'Race format',
  listLabel: 'Templates',
  search: 'Search templates',
  loadFailed: 'The templates could not be loaded. Try again.',
  emptyTitle: (kind: 'day' | 'week') => `No ${kind} templates yet`,
  emptyBody:
    "Save a day or a week of a program as a template from the program's builder, then insert it into any program.",
  noResults: 'No templates match your search.',
  colName: 'Name',
  colBlocks: 'Blocks',
  colWeeks: 'Weeks',
  colUpdated: 'Last updated',
  colActions: 'Actions',
  blocks: (n: number) => (n === 1 ? '1 block' : `${n} blocks`),
  weeksCount: (n: number) => (n === 1 ? '1 week' : `${n} weeks`),
  menuLabel: (name: string) => `Actions for ${name}`,
  rename: 'Rename',
  copy: 'Copy to templates',
  delete: 'Delete',
  cancel: 'Cancel',
  save: 'Save',
  renameTitle: 'Rename template',
  name: 'Template name',
  renamed: 'Template renamed.',
  copied: (name: string) => `Saved as ${name}.`,
  deleted: 'Template deleted.',
  deleteTitle: 'Delete template',
  deleteBody: (name: string) => `Delete ${name}? Programs it was inserted into keep their blocks.`,
  // The insert modal.
  insertTitle: 'Insert template',
  insert: 'Insert',
  kindDay: 'Day',
  kindWeek: 'Week',
  kindLabel: 'Template kind',
  insertFailed: 'The template could not be loaded. Try again.',
  insertPlace: (kind: 'day' | 'week', target: string) =>
    kind === 'day'
      ? `Goes into ${target}, after the blocks already there.`
      : `Goes in day by day from ${target}, after the blocks already there.`,
  // Save as template (the builder's days).
  saveTitle: (kind: 'day' | 'week') => `Save as ${kind} template`,
  saveIntro: (kind: 'day' | 'week', span: string) =>
    `${span} will be kept as a ${kind} template, ready to insert into any program.`,
  savedTemplate: (name: string) => `Template ${name} saved.`,
  // Presets and the race family.
  presetsIntro:
    "Every program of your account can serve as a preset: open one's builder to copy its days or save them as a template.",
  noPrograms: 'No programs yet.',
  openBuilder: (title: string) => `Open the builder of ${title}`,
  raceTitle: 'Race format templates',
  raceBody:
    'Templates in the partner race format are for affiliated gyms only. Your account is not affiliated, so there is nothing to show here.',
} as const;
