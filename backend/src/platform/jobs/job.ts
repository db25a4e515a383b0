import type { ReprintMilestone } from '@petart/domain';

/**
 * Every kind of background work, by name: the value is the engine's queue name. A job about an order runs at most once
 * per order (its id is derived from the kind and the order); its handler is the method marked `@OnJob(Job.X)`.
 */
export const Job = {
  /** Print files, then the provider order (on hold). */
  Fulfilment: 'fulfilment',
  /** Releases the provider order once the customer's cancellation window has passed (queued with that delay). */
  SendToProduction: 'send_to_production',
  ConfirmationEmail: 'confirmation_email',
  TaxTransaction: 'tax_transaction',
  TaxReversal: 'tax_reversal',
  EmailProcessing: 'email_processing',
  EmailShipped: 'email_shipped',
  EmailDelivered: 'email_delivered',
  /** Asks the customer for a review, REVIEW_REQUEST_DAYS after delivery (queued with that delay). */
  ReviewRequest: 'review_request',
  EmailCancelled: 'email_cancelled',
  /** Refunds what a cancelled order still owes (retried while the payment provider refuses). */
  Refund: 'refund',
  /** Tells the customer of a refund staff made (part or all, any time after payment; the latest refund). */
  EmailRefunded: 'email_refunded',
  EmailDisputeOpened: 'email_dispute_opened',
  EmailDisputeClosed: 'email_dispute_closed',
} as const;

/** The recurring tasks: each tick is one job, run once across replicas (JobQueue.every). */
export const ScheduledJob = {
  /** Every open order re-read at the print provider (PRINTIFY_SYNC_MINUTES). */
  FulfilmentSync: 'fulfilment_sync',
  /** The local print simulator's clock (FULFILMENT_SIMULATOR_STEP_SECONDS). */
  FulfilmentSimulatorTick: 'fulfilment_simulator_tick',
  /** Payment reconciliation, expiry of unpaid orders, deletion of old print files (AFTER_PAYMENT_CHECK_MINUTES). */
  AfterPaymentChecks: 'after_payment_checks',
  /** Claim reprints on their way, read at the provider (PRINTIFY_SYNC_MINUTES). */
  ClaimReprintSync: 'claim_reprint_sync',
  /** Old error logs and audit entries deleted (every 6 hours). */
  ErrorLogsPrune: 'error_logs_prune',
  /** Old rate-limit windows deleted (hourly). */
  RateLimitPrune: 'rate_limit_prune',
  /** Data export archives whose 7-day link has passed deleted from storage (hourly). */
  PrivacyArchivesPrune: 'privacy_archives_prune',
  /** Proofs unanswered for 2 days: the customer reminded; for 7: staff told (PROOF_CHECK_MINUTES). */
  ProofFollowUps: 'proof_follow_ups',
} as const;

/** Work about one claim or one account, queued after the change that calls for it commits. */
export const OtherJob = {
  /** A reprint staff approved, submitted to the print provider and sent to production. */
  ClaimReprint: 'claim_reprint',
  /** A claim's reprint left the workshop (the customer gets its tracking link) or arrived (the claim is resolved). */
  ReprintMilestone: 'reprint_milestone',
  /** The customer told of a claim's new state. */
  ClaimEmail: 'claim_email',
  /** A new verification link emailed to the account of an address, if it exists unverified (registration, resend). */
  VerificationEmail: 'verification_email',
  /** A password reset link emailed to the account of an address, if one exists (forgot password). */
  PasswordResetEmail: 'password_reset_email',
  /** A paid gift card's code emailed to its recipient (the code travels only in this job; the table keeps its hash). */
  GiftCardEmail: 'gift_card_email',
  /** A customer's data export: the archive made, stored and its signed link emailed. */
  DataExport: 'data_export',
  /** The link that confirms an account deletion, emailed (a new one each run: the secret never sits in a job). */
  DeletionConfirmationEmail: 'deletion_confirmation_email',
  /** A confirmed account deletion carried out: files removed, orders anonymised, the account deleted. */
  AccountDeletion: 'account_deletion',
  /** A proof's print files drawn (the code that makes them for the provider), then shown and emailed. */
  ProofDraw: 'proof_draw',
  /** The customer emailed a proof shown to them (once per proof). */
  ProofEmail: 'proof_email',
} as const;

export type OrderJob = (typeof Job)[keyof typeof Job];
export type ScheduledJob = (typeof ScheduledJob)[keyof typeof ScheduledJob];
export type OtherJob = (typeof OtherJob)[keyof typeof OtherJob];
export type Job = OrderJob | ScheduledJob | OtherJob;

/** A claim email: the claim, the state it tells of, and what the decision adds (a message, a refund). */
export interface ClaimEmailPayload {
  claimId: string;
  state: string;
  message?: string;
  refundCents?: number;
  /** The customer's answer was received (the claim is looked at again). */
  answered?: boolean;
  /** Sent for a reprint that shipped (with its tracking link), not for a state. */
  reprintShipped?: { trackingUrl?: string };
}

/** What each job is given. */
export type JobPayloads = { [K in OrderJob]: { orderId: string } } & {
  [K in ScheduledJob]: Record<string, never>;
} & {
  [OtherJob.ClaimReprint]: { claimId: string };
  [OtherJob.ReprintMilestone]: { claimId: string; milestone: ReprintMilestone; trackingUrl?: string };
  [OtherJob.ClaimEmail]: ClaimEmailPayload;
  [OtherJob.VerificationEmail]: { email: string };
  [OtherJob.GiftCardEmail]: { cardId: string; code: string };
  [OtherJob.PasswordResetEmail]: { email: string };
  [OtherJob.DataExport]: { requestId: string };
  [OtherJob.DeletionConfirmationEmail]: { requestId: string };
  [OtherJob.AccountDeletion]: { requestId: string };
  [OtherJob.ProofDraw]: { orderId: string; proofId: string };
  [OtherJob.ProofEmail]: { orderId: string; proofId: string };
};
export type JobPayload<K extends Job = Job> = JobPayloads[K];

/** Every job name (a queue each; the dev tools list them). */
export const JOBS: readonly Job[] = [
  ...Object.values(Job),
  ...Object.values(ScheduledJob),
  ...Object.values(OtherJob),
];
export const ORDER_JOBS: readonly OrderJob[] = Object.values(Job);
export const SCHEDULED_JOBS: readonly ScheduledJob[] = Object.values(ScheduledJob);

/**
 * One run of a job: its attempt number and when this attempt started (the database's clock, as text so that no
 * microsecond is lost). An attempt only starts once every earlier one has ended or lost its lease, so whatever an
 * earlier attempt left half done (a notification marked 'sending') is older than `leasedAt` and may be taken over.
 */
export interface JobAttempt {
  number: number;
  leasedAt: string;
}

/** A handler throws to be retried; `onGiveUp` runs once when the job is parked as failed after its last attempt. */
export interface JobHandler<K extends Job = Job> {
  run(payload: JobPayload<K>, attempt: JobAttempt): Promise<void>;
  onGiveUp?(payload: JobPayload<K>, lastError: string): Promise<void>;
}

/** Where a job that gave up is reported (bound by the error logs: staff see it in the Dev tab). */
export interface JobFailureSink {
  jobGaveUp(failure: {
    jobId: string;
    job: Job;
    orderId: string | null;
    attempts: number;
    message: string;
    stack: string | null;
  }): Promise<void>;
}
export const JOB_FAILURE_SINK = Symbol('JobFailureSink');
