export { clampPrompt, PromptField, type PromptFieldProps } from './prompt-field';
