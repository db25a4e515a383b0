/**
 * Every kind of durable work, by name: the value is what `outbox_jobs.kind` stores. Each job is about one order and
 * runs at most once per order (UNIQUE (kind, order_id)); its handler is the method marked `@OnJob(Job.X)`.
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
  EmailCancelled: 'email_cancelled',
  /** Refunds what a cancelled order still owes (retried while the payment provider refuses). */
  Refund: 'refund',
  /** Tells the customer of a refund staff made (part or all, any time after payment; the latest refund). */
  EmailRefunded: 'email_refunded',
  EmailDisputeOpened: 'email_dispute_opened',
  EmailDisputeClosed: 'email_dispute_closed',
} as const;
export type Job = (typeof Job)[keyof typeof Job];

/** What each job is given: every job today is about one order. */
export type JobPayloads = { [K in Job]: { orderId: string } };
export type JobPayload<K extends Job = Job> = JobPayloads[K];

/** Every job name (the dev tools list them; a stored kind outside this list is reported as unknown). */
export const JOBS: readonly Job[] = Object.values(Job);

/**
 * One run of a job: its attempt number and when this attempt's lease began (the database's clock, as text so that
 * no microsecond is lost). An attempt only starts once every earlier one has ended or lost its lease, so whatever an
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
    orderId: string;
    attempts: number;
    message: string;
    stack: string | null;
  }): Promise<void>;
}
export const JOB_FAILURE_SINK = Symbol('JobFailureSink');
