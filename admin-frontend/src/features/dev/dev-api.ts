import { api } from '../../api/enhanced-api';

/** Types of the staff dev tools API (backend/src/modules/error-logs and dev-tools; product.md P13, P14). */
export type ErrorSeverity = 'critical' | 'high' | 'medium' | 'low';

export interface ErrorLog {
  id: string;
  userId: string | null;
  errorType: string;
  errorMessage: string;
  stackTrace: string | null;
  context: Record<string, unknown> | null;
  userAgent: string | null;
  severity: ErrorSeverity;
  resolved: boolean;
  createdAt: string;
  resolvedAt: string | null;
  occurrences: number;
  lastSeenAt: string;
  userDetails: { email: string; username: string | null } | null;
}

export interface ErrorLogPage {
  errors: ErrorLog[];
  total: number;
  limit: number;
  offset: number;
}

export interface ErrorAnalysis {
  summary: string;
  possibleCauses: string[];
  suggestedFixes: string[];
  severity: ErrorSeverity;
  confidenceScore: number;
}

export interface BulkErrorAnalysis {
  summary: string;
  patterns: string[];
  recommendations: {
    title: string;
    description: string;
    relatedErrorIds: string[];
    complexity: 'low' | 'medium' | 'high';
  }[];
}

export interface AnalysisInput {
  id?: string;
  errorType: string;
  errorMessage: string;
  stackTrace?: string | null;
  context?: unknown;
}

export interface VariantIssue {
  printType: string;
  size: string;
  orientation: string;
  blueprint: number;
  provider: number;
  configuredId: number;
  variantId: number;
  exists: boolean;
  correctId: number | null;
  apiTitle: string | null;
  correctTitle: string;
  issue: string;
  kind: string;
  severity: 'critical' | 'high' | 'medium';
}

export interface VariantVerification {
  checkedAt: string;
  source: 'printify' | 'simulator';
  checked: number;
  issues: VariantIssue[];
  allVariants: {
    product: string;
    productName: string;
    printType: string;
    blueprint: number;
    provider: number;
    status: 'ok' | 'error';
    error?: string;
    variants: { id: number; title: string; isAvailable: boolean; configuredFor: string | null }[];
  }[];
  codeFixes: { file: string; line: number; issue: string; fix: string }[];
}

export const EMAIL_TYPES = [
  'confirmation',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'password-reset',
  'verification',
] as const;
export type EmailType = (typeof EMAIL_TYPES)[number];

export interface PortStatus {
  port: string;
  adapter: string;
  vendor: string | null;
  status: 'local' | 'up' | 'down' | 'unchecked';
  detail: string;
  latencyMs: number | null;
}

export interface OutboxJob {
  id: string;
  kind: string;
  orderId: string;
  orderHash: string | null;
  status: 'pending' | 'running' | 'done' | 'failed';
  attempts: number;
  runAfter: string;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
}

export const TEST_ERROR_TYPES = [
  'SAFETY_SYSTEM_REJECTION',
  'QUOTA_EXCEEDED',
  'RATE_LIMIT',
  'SERVER_ERROR',
  'TEST_ERROR',
] as const;

/** The Dev tab's endpoints, injected into the app's one API (the generated client stays an allow-list). */
export const devApi = api.enhanceEndpoints({ addTagTypes: ['ErrorLogs', 'Jobs'] }).injectEndpoints({
  endpoints: (build) => ({
    listErrorLogs: build.query<
      ErrorLogPage,
      { limit: number; offset: number; type: 'exclude-audit' | 'ADMIN_AUDIT' }
    >({
      query: (params) => ({ url: '/admin/errors', params }),
      providesTags: ['ErrorLogs'],
    }),
    countErrorLogs: build.query<{ total: number; unresolved: number }, void>({
      query: () => '/admin/errors/count',
      providesTags: ['ErrorLogs'],
    }),
    resolveErrorLog: build.mutation<{ message: string; error: ErrorLog }, string>({
      query: (id) => ({ url: `/admin/errors/${encodeURIComponent(id)}/resolve`, method: 'POST' }),
      invalidatesTags: ['ErrorLogs'],
    }),
    resolveErrorLogs: build.mutation<{ resolved: string[]; skipped: number; message: string }, string[]>({
      query: (ids) => ({ url: '/admin/errors/resolve-bulk', method: 'POST', body: { ids } }),
      invalidatesTags: ['ErrorLogs'],
    }),
    deleteErrorLog: build.mutation<{ deleted: number; message: string }, string>({
      query: (id) => ({ url: `/admin/errors/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['ErrorLogs'],
    }),
    deleteErrorLogs: build.mutation<{ deleted: number; message: string }, string[]>({
      query: (ids) => ({ url: '/admin/errors/delete-bulk', method: 'POST', body: { ids } }),
      invalidatesTags: ['ErrorLogs'],
    }),
    deleteAllErrorLogs: build.mutation<{ deleted: number; message: string }, void>({
      query: () => ({ url: '/admin/errors/delete-all', method: 'DELETE' }),
      invalidatesTags: ['ErrorLogs'],
    }),
    analyzeError: build.mutation<ErrorAnalysis, AnalysisInput>({
      query: (body) => ({ url: '/analyze-error', method: 'POST', body }),
    }),
    analyzeBulkErrors: build.mutation<BulkErrorAnalysis, AnalysisInput[]>({
      query: (errors) => ({ url: '/analyze-bulk-errors', method: 'POST', body: { errors } }),
    }),
    verifyVariants: build.mutation<VariantVerification, 'all' | 'poster' | 'canvas' | 'framed'>({
      query: (printType) => ({ url: '/admin-variant/verify-variants', params: { printType } }),
    }),
    sendTestEmail: build.mutation<
      { success: boolean; message: string; subject: string },
      { emailType: EmailType; targetEmail: string }
    >({
      query: (body) => ({ url: '/admin/test-email', method: 'POST', body }),
    }),
    getAdapterStatus: build.query<PortStatus[], void>({
      query: () => '/admin/dev-tools/adapters',
      keepUnusedDataFor: 0,
    }),
    listJobs: build.query<OutboxJob[], 'open' | 'failed'>({
      query: (status) => ({ url: '/admin/jobs', params: { status } }),
      providesTags: ['Jobs'],
    }),
    retryJob: build.mutation<{ message: string; job: OutboxJob }, string>({
      query: (id) => ({ url: `/admin/jobs/${encodeURIComponent(id)}/retry`, method: 'POST' }),
      invalidatesTags: ['Jobs'],
    }),
    triggerTestError: build.mutation<unknown, (typeof TEST_ERROR_TYPES)[number]>({
      query: (errorType) => ({ url: '/admin/test-error', method: 'POST', body: { errorType } }),
      invalidatesTags: ['ErrorLogs'],
    }),
  }),
});

export const {
  useListErrorLogsQuery,
  useCountErrorLogsQuery,
  useResolveErrorLogMutation,
  useResolveErrorLogsMutation,
  useDeleteErrorLogMutation,
  useDeleteErrorLogsMutation,
  useDeleteAllErrorLogsMutation,
  useAnalyzeErrorMutation,
  useAnalyzeBulkErrorsMutation,
  useVerifyVariantsMutation,
  useSendTestEmailMutation,
  useGetAdapterStatusQuery,
  useListJobsQuery,
  useRetryJobMutation,
  useTriggerTestErrorMutation,
} = devApi;
