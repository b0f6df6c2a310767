// Placeholder until this page is built: the shared 'coming soon' page.
export { default } from '../../../app/pages/coming-soon-page';
