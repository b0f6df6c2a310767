// The media area's texts (spec wording where it gives one, marked "ours" otherwise). The texts the
// server also sends (processing, upload refusals) live in the contract and are re-exported here.
export { fileTooBigMessage, mediaMessages } from '@forma/contract/media/media.schemas';

/**
 * Media library modal, resources page, attachments list and lightbox (programs-and-commerce.md
 * 2.13, 2.14, 4.9, 8; platform.md 2.15). The contract's mediaMessages hold
 * the texts the server shares.
 */
export const mediaTexts = {
  myLibrary: 'My Library',
  productLibrary: (product: string) => `${product} Library`,
  search: 'Search…',
  filters: 'Filters',
  typeLabels: { video: 'Video', video_link: 'Video link', image: 'Image', other: 'Files' },
  fileName: 'File Name',
  loading: 'LOADING',
  uploadFromDevice: 'Upload from device',
  uploading: (name: string) => `Uploading file: ${name}`,
  uploaded: (name: string) => `Uploading file: ${name} uploaded.`,
  timeoutShort: 'Timeout error',
  done: 'Done',
  cancel: 'Cancel',
  addResource: 'Add resource',
  partnerNote: (partner: string) =>
    `Only Resource's added from the '${partner}' tab will be visible for affiliates. Any Resource's added from 'My Library' will be removed.`,
  attachmentsMedia: 'Media',
  attachmentsFiles: 'Files',
  setTitleMedia: 'Set as Title media',
  removeTitleMedia: 'Remove as Title media',
  titleBadge: 'Title',
  showAll: 'Show all',
  showLess: 'Show less',
  // ours
  addTitle: 'Add resources',
  uploadTitle: 'Upload resources',
  typeFilter: 'Type',
  videoLinkLabel: 'Add a video link',
  videoLinkPlaceholder: 'Paste a YouTube or Vimeo link',
  addLink: 'Add link',
  dropHint: 'Drag files here or click to choose them. Up to 500 MB each.',
  emptyTitle: 'No resources yet',
  emptyBody: 'Upload files or add a video link to build your library.',
  emptySearchTitle: 'Nothing found',
  emptySearchBody: 'No resources match your search or filters.',
  noFiles: 'No files',
  duration: 'Duration',
  size: 'Size',
  select: (title: string) => `Select ${title}`,
  deleteItem: (title: string) => `Delete ${title}`,
  removeUpload: (name: string) => `Remove ${name}`,
  removeFilter: (label: string) => `Remove filter ${label}`,
  sortedAsc: 'sorted A to Z',
  sortedDesc: 'sorted Z to A',
  leave: 'Leave',
  newBadge: 'New',
  pageTitle: 'Resources',
  pageAddResources: 'Add resources',
  selectedTitle: 'Selected resources',
  selectedEmpty: 'Resources you add show up here. Drag them to change their order.',
  deleteConfirmTitle: 'Delete resource',
  deleteConfirmBody: (title: string) =>
    `Delete ${title} from your library? Programs and messages that use it will no longer show it.`,
  delete: 'Delete',
  open: (title: string) => `Open ${title}`,
  download: (name: string) => `Download ${name}`,
  remove: (title: string) => `Remove ${title}`,
  dragHandle: (title: string) => `Drag ${title}`,
  close: 'Close',
} as const;
