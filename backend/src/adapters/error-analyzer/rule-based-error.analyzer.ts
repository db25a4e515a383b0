import type {
  BulkErrorAnalysis,
  BulkRecommendation,
  ErrorAnalysis,
  ErrorAnalysisInput,
  ErrorAnalyzer,
  ErrorSeverity,
} from '@petart/domain';
import { normalizeErrorMessage } from '../../platform/logging/error-fingerprint';
import { localInstead, type InstallSetup, type Vendor } from './install-setup';

/** One piece of this shop's operating knowledge: when it matches an error, what it means and what to do. */
export interface AnalysisRule {
  id: string;
  /** Matches on errorType (exact, upper case) and/or on the message + stack + context text. */
  types?: readonly string[];
  text?: RegExp;
  /** The vendor the rule blames: when this install does not call it, the advice names what runs instead. */
  vendor?: Vendor;
  summary: string;
  possibleCauses: string[];
  suggestedFixes: string[];
  severity: ErrorSeverity;
  confidence: number;
  complexity: BulkRecommendation['complexity'];
}

/**
 * What the shop knows about its own failures: the generation error types of the catalogue, the vendors (OpenAI,
 * Printify, Stripe, SMTP, S3), the durable jobs of the outbox and the client-side failures the apps report. The
 * first matching rule wins, so specific rules come before general ones.
 */
export const ANALYSIS_RULES: readonly AnalysisRule[] = [
  {
    id: 'test-error',
    types: ['TEST_ERROR'],
    text: /testError|administrative test/i,
    summary: 'A test error triggered on purpose by an administrator (testError); nothing is broken.',
    possibleCauses: ['An administrator used the Dev Tools error trigger or /app/test-errors'],
    suggestedFixes: ['Resolve this entry; no action is needed'],
    severity: 'low',
    confidence: 0.95,
    complexity: 'low',
  },
  {
    id: 'openai-safety',
    vendor: 'openai',
    types: ['SAFETY_SYSTEM_REJECTION'],
    text: /safety system|moderation_blocked|content policy/i,
    summary: "OpenAI's safety system refused to generate artwork from this photo or prompt.",
    possibleCauses: [
      'The uploaded photo or custom prompt triggered OpenAI moderation (people, text, brands, violence)',
      'A style prompt wording that moderation reads as unsafe',
    ],
    suggestedFixes: [
      'Nothing to fix server-side when it is rare: the customer sees the safety dialog and can try another photo',
      'If many customers hit it with one style, reword that style prompt (backend/src/modules/styles/style-prompts.ts)',
    ],
    severity: 'low',
    confidence: 0.9,
    complexity: 'low',
  },
  {
    id: 'openai-quota',
    vendor: 'openai',
    types: ['QUOTA_EXCEEDED'],
    text: /insufficient_quota|exceeded your current quota|billing/i,
    summary: 'The OpenAI account is out of credit: every generation fails until billing is fixed.',
    possibleCauses: [
      'The OpenAI prepaid balance is used up',
      'The monthly usage limit of the project was reached',
    ],
    suggestedFixes: [
      'Top up or raise the limit at platform.openai.com/settings/organization/billing',
      'Set IMAGE_GENERATOR=local temporarily only on staging, never in production',
    ],
    severity: 'critical',
    confidence: 0.95,
    complexity: 'low',
  },
  {
    id: 'openai-rate-limit',
    vendor: 'openai',
    types: ['RATE_LIMIT'],
    text: /rate limit reached|rate_limit_exceeded|images per minute/i,
    summary:
      'Generation requests hit a rate limit (OpenAI images per minute, or the shop limit of 5 in 5 minutes).',
    possibleCauses: [
      'A burst of customers generating at once above the OpenAI tier limit',
      'One customer retrying quickly (the shop limit of 5 generations in 5 minutes)',
    ],
    suggestedFixes: [
      'If OpenAI: raise the usage tier or spread retries; the SDK already backs off',
      'If the shop limit: expected behaviour, the customer is told to wait',
    ],
    severity: 'medium',
    confidence: 0.85,
    complexity: 'low',
  },
  {
    id: 'variant',
    vendor: 'printify',
    types: ['VARIANT_MISMATCH'],
    text: /error_variant|UnconfirmedVariant|variant .*(not|cannot be) confirmed|variant mismatch/i,
    summary:
      'A catalogue size has no matching Printify variant (wrong id, unavailable, or a different title).',
    possibleCauses: [
      'A variant id in domain/src/catalogue/printify-variants.ts is wrong or was retired by Printify',
      'The print provider stopped offering that size',
    ],
    suggestedFixes: [
      'Run Dev > Variant Verifier and apply the Code Fixes it proposes',
      'Then resubmit the orders parked as error_variant',
    ],
    severity: 'high',
    confidence: 0.9,
    complexity: 'medium',
  },
  {
    id: 'fulfilment-submission',
    vendor: 'printify',
    types: ['ORDER_FULFILMENT_ERROR', 'JOB_FAILED'],
    text: /error_submission|fulfilment|Printify (POST|GET)|printify/i,
    summary: 'Sending a paid order to Printify kept failing, so the order is parked for staff.',
    possibleCauses: [
      'Printify was down or rate-limited for longer than the job retries (8 attempts, up to an hour apart)',
      'Printify refused the order (address, print file or shop id)',
      'PRINTIFY_API_TOKEN expired or lacks the orders scope',
    ],
    suggestedFixes: [
      'Read the last error in the context; check status.printify.com',
      'Fix the cause, then retry the failed job in Dev > Dev Tools > Job queue',
    ],
    severity: 'high',
    confidence: 0.8,
    complexity: 'medium',
  },
  {
    id: 'email-job',
    vendor: 'smtp',
    types: ['JOB_FAILED'],
    text: /email|smtp|mail/i,
    summary: 'An order email could not be sent after every retry.',
    possibleCauses: [
      'The SMTP server refused the login or the sender address',
      'The SMTP server was unreachable',
    ],
    suggestedFixes: [
      'Check SMTP_URL and MAIL_FROM, then send a test email from Dev > Email Testing',
      'Retry the failed job in Dev > Dev Tools > Job queue',
    ],
    severity: 'medium',
    confidence: 0.8,
    complexity: 'low',
  },
  {
    id: 'tax-job',
    types: ['JOB_FAILED'],
    text: /tax/i,
    summary: 'Recording the tax transaction at Stripe Tax kept failing.',
    possibleCauses: ['Stripe Tax is not activated or the API key lacks access', 'Stripe was unreachable'],
    suggestedFixes: ['Check Stripe Tax settings and STRIPE_SECRET_KEY', 'Retry the job in Dev > Dev Tools'],
    severity: 'medium',
    confidence: 0.75,
    complexity: 'low',
  },
  {
    id: 'stripe',
    vendor: 'stripe',
    types: ['PAYMENT_ERROR'],
    text: /stripe|payment intent|card/i,
    summary: 'A payment call to Stripe failed.',
    possibleCauses: [
      'The card was declined (customer side; nothing to fix)',
      'STRIPE_SECRET_KEY or the webhook secret is wrong',
      'Stripe was unreachable',
    ],
    suggestedFixes: [
      'Look up the payment intent in the Stripe dashboard',
      'Check the Stripe keys of this profile',
    ],
    severity: 'high',
    confidence: 0.7,
    complexity: 'medium',
  },
  {
    id: 'chunk-load',
    types: ['CHUNK_LOAD_ERROR'],
    text: /dynamically imported module|Loading chunk \d+ failed|ChunkLoadError|Importing a module script failed/i,
    summary: 'A browser could not load a JavaScript chunk of the app, usually right after a deployment.',
    possibleCauses: [
      'The browser kept an old index.html that points to chunks the new release removed',
      'A flaky mobile connection',
    ],
    suggestedFixes: [
      'Keep the previous release assets for a while after deploying',
      'Make sure index.html is served with Cache-Control: no-cache',
    ],
    severity: 'low',
    confidence: 0.85,
    complexity: 'low',
  },
  {
    id: 'render',
    types: ['RENDER_ERROR'],
    text: /Minified React error|Cannot read properties of (undefined|null)|is not a function/i,
    summary: 'A React component crashed while rendering; the customer saw the fallback screen.',
    possibleCauses: [
      'An API answer without a field the component expects (undefined or null)',
      'A code path not covered by tests',
    ],
    suggestedFixes: [
      'Open the stack in the details and find the component',
      'Guard the missing value and add a test with that answer',
    ],
    severity: 'high',
    confidence: 0.6,
    complexity: 'medium',
  },
  {
    id: 'unhandled-rejection',
    types: ['UNHANDLED_REJECTION'],
    summary: 'A promise in the browser failed and nothing handled it.',
    possibleCauses: ['A network call whose failure is not caught', 'An async event handler that throws'],
    suggestedFixes: ['Add a catch and a user-facing message where the call is made'],
    severity: 'medium',
    confidence: 0.55,
    complexity: 'low',
  },
  {
    id: 'database',
    text: /ECONNREFUSED|ETIMEDOUT|connection terminated|timeout exceeded|too many clients|deadlock|database/i,
    summary: 'The database was unreachable, overloaded or timed out.',
    possibleCauses: [
      'PostgreSQL restarted or ran out of connections',
      'A slow query hit the statement timeout',
    ],
    suggestedFixes: [
      'Check GET /api/health and the PostgreSQL logs',
      'Look for long-running queries (pg_stat_activity) and missing indexes',
    ],
    severity: 'critical',
    confidence: 0.7,
    complexity: 'medium',
  },
  {
    id: 'storage',
    vendor: 's3',
    text: /S3|NoSuchKey|AccessDenied|object storage|ENOSPC/i,
    summary: 'Reading or writing an image in object storage failed.',
    possibleCauses: ['Wrong bucket credentials or permissions', 'The disk is full (local storage)'],
    suggestedFixes: ['Check the S3 settings (bucket, region, keys) or free disk space'],
    severity: 'high',
    confidence: 0.65,
    complexity: 'low',
  },
  {
    id: 'openai-server',
    vendor: 'openai',
    types: ['SERVER_ERROR'],
    text: /image service|openai/i,
    summary: 'The OpenAI image service failed or could not be reached.',
    possibleCauses: ['An OpenAI outage', 'A network problem between the server and OpenAI'],
    suggestedFixes: ['Check status.openai.com; the customer can retry'],
    severity: 'high',
    confidence: 0.7,
    complexity: 'low',
  },
  {
    id: 'type-error',
    text: /TypeError|ReferenceError|Cannot read properties/,
    summary: 'A programming error (a value of the wrong type) in the server code.',
    possibleCauses: ['A missing null check', 'An unexpected answer shape from a vendor or the database'],
    suggestedFixes: [
      'Follow the first stack frame to the failing line',
      'Add a regression test for the input',
    ],
    severity: 'high',
    confidence: 0.55,
    complexity: 'medium',
  },
];

const GENERIC: Omit<AnalysisRule, 'id'> = {
  summary: 'No known pattern matched; review the message and the stack trace.',
  possibleCauses: ['An unexpected runtime error', 'A failing external service', 'Invalid input data'],
  suggestedFixes: ['Check the stack trace and recent changes', 'Check external service status'],
  severity: 'medium',
  confidence: 0.3,
  complexity: 'medium',
};

function haystack(error: ErrorAnalysisInput): string {
  let context: string;
  try {
    context = error.context === undefined ? '' : JSON.stringify(error.context);
  } catch {
    context = '';
  }
  return `${error.errorMessage}\n${error.stackTrace ?? ''}\n${context}`;
}

/** The first rule that matches: by type and text when the rule has both, else by whichever it has. */
export function matchRule(error: ErrorAnalysisInput): AnalysisRule | undefined {
  const type = error.errorType.toUpperCase();
  const text = haystack(error);
  const byBoth = ANALYSIS_RULES.find((r) => r.types?.includes(type) && (!r.text || r.text.test(text)));
  return byBoth ?? ANALYSIS_RULES.find((r) => !r.types?.includes(type) && r.text?.test(text));
}

/** The first frame of a stack trace without its 'at ' ('Foo.bar (/app/src/foo.ts:12:3)'). */
function firstFrame(stack: string | undefined): string | undefined {
  return stack
    ?.split('\n')
    .map((l) => l.trim())
    .find((l) => l.startsWith('at '))
    ?.slice('at '.length)
    .trim();
}

/**
 * The offline ErrorAnalyzer: the shop's own rules, no network; bulk analyses group errors by fingerprint. Knowing the
 * install's setup, a rule about a vendor this install does not call is answered wholly by what runs instead: its
 * summary, causes and fixes name the local adapter, never the vendor's outage, status page or a switch to the vendor
 * (one analysis must not say both "OpenAI is not called" and "an OpenAI outage").
 */
export class RuleBasedErrorAnalyzer implements ErrorAnalyzer {
  constructor(private readonly setup?: InstallSetup) {}

  /** What a rule (or the generic answer) says on this install: the local adapter's words when the vendor is not called. */
  private advice(rule: AnalysisRule | undefined): {
    base: Omit<AnalysisRule, 'id'>;
    summary: string;
    causes: string[];
    fixes: string[];
  } {
    const base = rule ?? GENERIC;
    const instead = localInstead(this.setup, rule?.vendor);
    return instead
      ? { base, summary: instead.summary, causes: instead.causes, fixes: instead.fixes }
      : { base, summary: base.summary, causes: [...base.possibleCauses], fixes: [...base.suggestedFixes] };
  }

  analyze(error: ErrorAnalysisInput): Promise<ErrorAnalysis> {
    const { base, summary, causes, fixes } = this.advice(matchRule(error));
    const frame = firstFrame(error.stackTrace);
    return Promise.resolve({
      summary,
      possibleCauses: causes,
      suggestedFixes: frame ? [...fixes, `Start at ${frame}`] : fixes,
      severity: base.severity,
      confidenceScore: base.confidence,
    });
  }

  analyzeBulk(errors: ErrorAnalysisInput[]): Promise<BulkErrorAnalysis> {
    const groups = new Map<
      string,
      { sample: ErrorAnalysisInput; ids: string[]; count: number; rule?: AnalysisRule }
    >();
    for (const error of errors) {
      const key = `${error.errorType}\u0000${normalizeErrorMessage(error.errorMessage)}`;
      const group = groups.get(key) ?? { sample: error, ids: [], count: 0, rule: matchRule(error) };
      group.count += 1;
      if (error.id) group.ids.push(error.id);
      groups.set(key, group);
    }
    const sorted = [...groups.values()].sort((a, b) => b.count - a.count);
    const patterns = sorted.map(
      (g) =>
        `${g.count} x ${g.sample.errorType}: ${normalizeErrorMessage(g.sample.errorMessage).slice(0, 160)}` +
        (g.rule ? ` (${this.advice(g.rule).summary})` : ''),
    );
    const recommendations: BulkRecommendation[] = sorted.map((g) => {
      const { base, summary, fixes } = this.advice(g.rule);
      return {
        title: `${g.sample.errorType}${g.count > 1 ? ` (${g.count} errors)` : ''}`,
        description: `${summary} ${fixes.join('; ')}.`,
        relatedErrorIds: g.ids,
        complexity: base.complexity,
      };
    });
    const top = sorted[0];
    const summary =
      `${errors.length} error${errors.length === 1 ? '' : 's'} in ${sorted.length} pattern` +
      `${sorted.length === 1 ? '' : 's'}` +
      (top ? `; the most frequent is ${top.sample.errorType} (${top.count}).` : '.');
    return Promise.resolve({ summary, patterns, recommendations });
  }
}
