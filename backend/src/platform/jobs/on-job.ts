/** What a module needs to handle jobs: the names and the decorators. */
export { Job, type JobAttempt, type JobPayload } from './job';
export { OnJob, OnJobGiveUp } from './on-job.decorator';
