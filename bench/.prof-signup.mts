import { signUpCoach } from './support/coach.ts';
const c = await signUpCoach('http://127.0.0.1:4791', 'p@example.com');
console.log(JSON.stringify(c.web));
