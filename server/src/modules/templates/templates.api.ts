// What other areas may use of templates: the one file they import from it (eslint.config.js).
export { copyTemplatesToAccount, templateReferences } from './template-copy.ts';
