import { CLAIM_WINDOW_DAYS } from '@petart/domain';

/**
 * Texts of "Report a problem" on the order page. The spec gives the action's name, the reasons and the
 * states (domain CLAIM_REASON_LABELS, CLAIM_STATE_LABELS; the server sends the state and the next step in words);
 * the rest is ours, in the voice of the shop's promise ("printing faults, shipping damage and technical failures are
 * fixed if reported within 30 days; approved refunds take 5-10 business days"). Validation messages are the server's
 * where it has one for the same check, so the form and the server say the same.
 */
export const CLAIM_TEXT = {
  sectionTitle: 'Problems With Your Order',
  intro: `Something not right? Printing faults, shipping damage and technical failures are fixed if reported within ${CLAIM_WINDOW_DAYS} days of delivery.`,
  reportButton: 'Report a problem',
  reportUntil: (date: string) => `You can report a problem until ${date}.`,
  allLinesOpen: 'Every item of this order is already in an open report (below).',
  loadFailed: 'Your problem reports could not be loaded.',

  dialogTitle: 'Report a problem',
  reasonLegend: 'What went wrong?',
  linesLegend: 'Which items are affected?',
  lineInOpenReport: 'Already in an open report',
  lineDeclined: 'Already reported: we declined that report',
  // Every item left was in a report we declined: the decision stands on the page; a disagreement goes to support.
  allLinesDeclined:
    'We looked at your report and declined it (the reason is below), so it cannot be sent again.',
  contactSupportLead: 'If you disagree, or something else is wrong, contact us at',
  photosLegend: 'Photos of the problem',
  photosHelp: 'Add 1 to 5 photos (up to 10MB each): the parcel, the print and the label help us most.',
  addPhotos: 'Add photos',
  photoCount: (count: number, max: number) => `${count} of ${max} photos`,
  removePhoto: (index: number) => `Remove photo ${index}`,
  selectedPhoto: (index: number) => `Chosen photo ${index}`,
  descriptionLabel: 'Describe the problem',
  descriptionHelp: 'What you see, and where on the item.',
  send: 'Send report',
  sending: 'Sending...',
  cancel: 'Cancel',
  sentToast: 'Thank you: we have your report and will look at it soon.',

  // The checks before sending (the server's words where it has them: backend customer-claims.service, claim-form).
  reasonMissing: 'Please choose what went wrong.',
  linesMissing: 'Please choose at least one item of the order.',
  photosMissing: 'Please add 1 to 5 photos of the problem.',
  photosTooMany: (max: number) => `Please add at most ${max} photos.`,
  descriptionMissing: 'Please describe the problem.',
  answerMissing: 'Please write your answer.',
  textTooLong: (max: number) => `Please keep it under ${max} characters.`,
  photoNotImage: (name: string) => `${name}: This file is not an image. Please choose a photo.`,
  photoTooLarge: (name: string) => `${name}: A photo is larger than 10MB. Please choose a smaller image.`,

  // One report on the page.
  reportHeading: (reason: string, date: string) => `${reason}, reported ${date}`,
  state: 'Status',
  nextStep: 'What happens next',
  affectedItems: 'Affected items',
  yourReport: 'Your report',
  conversation: 'Messages',
  you: 'You',
  staff: 'PetArt',
  photoAlt: (index: number, count: number) => `Photo ${index} of ${count}`,
  openPhoto: (index: number, count: number) => `Open photo ${index} of ${count} larger`,
  closePhoto: 'Close',
  refundAmount: 'Refund',
  declineReason: 'Why',
  note: 'Note',
  reprintTitle: 'Your reprint',
  reprintStatus: 'Reprint status',

  // The customer's answer.
  replyLegend: 'Your answer',
  replyLabel: 'Your answer',
  replyPhotosHelp: 'You can add up to 5 more photos.',
  sendAnswer: 'Send answer',
  answerSentToast: 'Thank you: your answer is on its way to us.',
} as const;

/** Where a reprint is, in the words of the order's own steps. */
export const REPRINT_STATUS_LABELS: Readonly<Record<string, string>> = {
  submitted: 'Confirmed',
  in_production: 'In Production',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};
