import type { TemplateSlots } from '../training';
import { InsertTemplateModal } from './components/insert-template-modal';
import { SaveTemplateModal } from './components/save-template-modal';

/** The modals the builder opens to insert a template and save days as one (app/ hands them over). */
export const templateSlots: TemplateSlots = { InsertTemplateModal, SaveTemplateModal };
