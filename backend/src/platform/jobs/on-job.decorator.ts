import { SetMetadata } from '@nestjs/common';
import type { Job } from './job';

export const ON_JOB = Symbol('petart:on-job');
export const ON_JOB_GIVE_UP = Symbol('petart:on-job-give-up');

/**
 * Marks the method that runs a job (`(payload) => Promise<void>`, throwing to be retried). Found at start-up by
 * {@link JobHandlerExplorer}; one handler per job, a second one fails the start.
 */
export const OnJob = (job: Job): MethodDecorator => SetMetadata(ON_JOB, job);

/** Marks the method that runs once when a job gives up after its last attempt (`(payload, lastError)`). */
export const OnJobGiveUp = (job: Job): MethodDecorator => SetMetadata(ON_JOB_GIVE_UP, job);
