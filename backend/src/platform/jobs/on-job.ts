/** What a module needs to handle jobs: the names and the decorators. */
export { Job, OtherJob, ScheduledJob, type JobAttempt, type JobPayload } from './job';
export { OnJob, OnJobGiveUp } from './on-job.decorator';
