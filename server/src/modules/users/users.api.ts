// What other areas may use of users: the one file they import from it (eslint.config.js).
export { completeChecklistStep } from './checklist.ts';
export { createPerson } from './create-person.ts';
export { presentMe } from './users.presenter.ts';
export { findUser, findUserByEmail, userEmails } from './users.repository.ts';
