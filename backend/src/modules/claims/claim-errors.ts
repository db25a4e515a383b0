import { AppError } from '../../platform/http/app-error';

/** An unknown claim, or one that is not the caller's: 404, the same words as the route's id check. */
export const claimNotFound = (): AppError => new AppError('CLAIM.NOT_FOUND', 'Report not found');

/** A report, answer, decision or query that is incomplete or out of range: 400 with the words shown to the person. */
export const invalidClaim = (message: string): AppError => new AppError('CLAIM.INVALID', message);
