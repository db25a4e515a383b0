/** Severity of an error log (product.md P13). */
export type ErrorSeverity = 'critical' | 'high' | 'medium' | 'low';

/** Input of an analysis (product.md P14, POST /api/analyze-error). */
export interface ErrorAnalysisInput {
  /** The error log id (a uuid) when a stored error is analysed. */
  id?: string;
  errorType: string;
  errorMessage: string;
  stackTrace?: string;
  context?: unknown;
}

/** AI analysis result (product.md P13). confidenceScore is 0..1; label it with confidenceLabel. */
export interface ErrorAnalysis {
  summary: string;
  possibleCauses: string[];
  suggestedFixes: string[];
  severity: ErrorSeverity;
  confidenceScore: number;
}

/** One recommendation of a bulk analysis. */
export interface BulkRecommendation {
  title: string;
  description: string;
  /** Ids of the analysed errors this recommendation is about (error log ids). */
  relatedErrorIds: string[];
  complexity: 'low' | 'medium' | 'high';
}

/** Bulk analysis result (product.md P13). */
export interface BulkErrorAnalysis {
  summary: string;
  patterns: string[];
  recommendations: BulkRecommendation[];
}

/**
 * Explains error logs for administrators (rule-based offline adapter or an AI service). When the AI is unavailable
 * (quota, rate limit, outage, an answer that does not match the result shape) the adapter rejects with
 * {@link ErrorAnalysisUnavailableError}; the route then answers 503 with {@link FALLBACK_ERROR_ANALYSIS} in the
 * body (product.md P9), which the dashboard shows under 'Analysis Failed'.
 */
export interface ErrorAnalyzer {
  /** Analyses one error. */
  analyze(error: ErrorAnalysisInput): Promise<ErrorAnalysis>;
  /** Looks for patterns across several errors. */
  analyzeBulk(errors: ErrorAnalysisInput[]): Promise<BulkErrorAnalysis>;
}

/** The default analysis used when no analysis is possible (product.md P9): medium severity, confidence 0.3. */
export const FALLBACK_ERROR_ANALYSIS: ErrorAnalysis = {
  summary: 'Automatic analysis is unavailable. Review the error message and stack trace manually.',
  possibleCauses: ['An unexpected runtime error', 'A failing external service', 'Invalid input data'],
  suggestedFixes: [
    'Check the stack trace and recent changes',
    'Check external service status',
    'Add input validation',
  ],
  severity: 'medium',
  confidenceScore: 0.3,
};

/** The analysis service could not answer (see {@link ErrorAnalyzer}). */
export class ErrorAnalysisUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ErrorAnalysisUnavailableError';
  }
}

/** Dependency-injection token of the {@link ErrorAnalyzer} port (bound in backend/src/adapters/adapters.module.ts). */
export const ERROR_ANALYZER = Symbol('ErrorAnalyzer');
