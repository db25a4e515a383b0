export { CREATION_STEPS, CreationProgress, type CreationProgressProps } from './creation-progress';
