/** Nest token of the ErrorAnalyzer port (ERROR_ANALYZER selects rules or openai). */
export const ERROR_ANALYZER = Symbol('ERROR_ANALYZER');
