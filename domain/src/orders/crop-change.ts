import { proofAnswerDecision, type ProofOrder, type ProofRefusal, type ProofStatus } from './proof';

/**
 * The customer's own crop of a proof order (docs/decisions.md D-300): while the order awaits approval they may move
 * the crop window of a line instead of writing a note, and a new proof is drawn with it. The crop may change exactly
 * when the proof could be answered: a proof shown and not answered yet.
 */

/** Why a crop can no longer be changed (or never could). */
export type CropChangeRefusal = Exclude<ProofRefusal, 'note_missing' | 'note_too_long'>;

export type CropChangeDecision =
  { allowed: true } | { allowed: false; reason: CropChangeRefusal; message: string };

/** Customer-facing messages of the crop change (ours: the spec has no wording for them). */
export const CROP_CHANGE_MESSAGES: Readonly<Record<CropChangeRefusal, string>> = {
  not_requested:
    'This order was placed without a proof: its crop is the one shown before payment and can no longer change.',
  not_paid: 'The crop can be adjusted once the order is paid.',
  cancelled: 'This order was cancelled or refunded, so its print will not be made.',
  already_approved: 'You approved your proof, so the crop can no longer change.',
  not_ready: 'Your proof is still being prepared. You can adjust the crop once it is shown.',
  change_pending:
    'You have asked for a change to this proof. We will show you a new proof, and you can adjust the crop on it.',
};

/**
 * An artwork that already has the print's shape is printed whole: there is no window to move (the domain's cropAxis
 * finds no overflowing axis), so a move would only draw the same proof again.
 */
export const CROP_NOTHING_TO_MOVE_MESSAGE =
  'Your artwork already has the shape of the print: all of it is printed, so there is nothing to move.';

/** The message of a position the shop does not accept (a 400). */
export const CROP_POSITION_MESSAGE =
  'position must be a number from 0 (left or top edge) to 1 (right or bottom edge).';

/**
 * Decides whether the crop of a line of a proof order may change now: a paid proof order still awaiting approval
 * whose latest proof is shown (drawn, not approved, no change asked for). Otherwise the refusal and its message.
 */
export function cropChangeDecision(
  order: ProofOrder,
  latest: { status: ProofStatus } | null,
): CropChangeDecision {
  const decision = proofAnswerDecision(order, latest);
  if (decision.allowed) return { allowed: true };
  // A note is no part of a crop change, so the answer's note refusals never come back from the decision above.
  const reason = decision.reason as CropChangeRefusal;
  return { allowed: false, reason, message: CROP_CHANGE_MESSAGES[reason] };
}
