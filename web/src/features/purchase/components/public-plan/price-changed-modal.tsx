import { UpdateClientsModal } from '../../../programs';

/** The owner's price-changed message, in a chunk of its own: only the owner sends one. */
export default UpdateClientsModal;
