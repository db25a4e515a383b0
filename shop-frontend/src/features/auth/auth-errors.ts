import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { FAILURE_TEXTS } from '@petart/domain';
import { classifyApiError, errorDetails, errorResponse } from '../../api/api-error';
import { AUTH_TEXT } from './auth-texts';

/** What an auth form shows in its alert. */
export interface FormAlertModel {
  title: string;
  message?: string;
  /** Server validation messages listed under 'Please fix the following:'. */
  details?: string[];
}

type ApiError = FetchBaseQueryError | SerializedError | undefined;

/** The rate limiter answers RATE_LIMIT, whose catalogue title is about generations: auth forms keep their own. */
function rateLimited(type: string, fallbackTitle: string, message: string): FormAlertModel | undefined {
  return type === 'RATE_LIMIT' ? { title: fallbackTitle, message } : undefined;
}

/** Login failure (product.md P9 "Login UI"); 403 verification is handled by the caller before this. */
export function loginAlert(error: ApiError): FormAlertModel {
  const { status } = errorResponse(error);
  const classified = classifyApiError(error);
  if (status === 502 || status === 504) {
    return { title: AUTH_TEXT.connectionErrorTitle, message: classified.message };
  }
  if (status === 401) return { title: AUTH_TEXT.loginFailedTitle, message: AUTH_TEXT.loginFailedMessage };
  return (
    rateLimited(classified.type, FAILURE_TEXTS.loginFailed, classified.message) ?? {
      title: classified.title,
      message: classified.message,
    }
  );
}

/** Registration failure (product.md P9 "Registration UI"): 'Invalid input' lists the server's details. */
export function registerAlert(error: ApiError): FormAlertModel {
  const { status, body } = errorResponse(error);
  const classified = classifyApiError(error);
  if (status === 502 || status === 504) {
    return { title: AUTH_TEXT.connectionErrorTitle, message: classified.message };
  }
  const details = errorDetails(body);
  const serverError = (body as { error?: unknown } | undefined)?.error;
  if (classified.type === 'VALIDATION_ERROR' || serverError === AUTH_TEXT.invalidInputError) {
    return details.length > 0
      ? { title: AUTH_TEXT.invalidInputError, details }
      : { title: classified.title, message: classified.message };
  }
  return (
    rateLimited(classified.type, FAILURE_TEXTS.registrationFailed, classified.message) ?? {
      title: classified.title,
      message: classified.message,
    }
  );
}

/** 403 with requiresVerification: the email to show on the Verify Your Email screen, else undefined. */
export function verificationEmail(error: ApiError, typedEmail: string): string | undefined {
  const { status } = errorResponse(error);
  const classified = classifyApiError(error);
  if (status !== 403 || !classified.requiresVerification) return undefined;
  return classified.email ?? typedEmail.trim();
}

/** Text of a failed resend: the server's message, else 'Failed to resend verification email' (product.md P9). */
export function resendFailureMessage(error: ApiError): string {
  const { status, body } = errorResponse(error);
  if (status === 502 || status === 504) return classifyApiError(error).message;
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const text = [record.message, record.error].find(
    (v): v is string => typeof v === 'string' && v.trim() !== '',
  );
  return text ?? FAILURE_TEXTS.resendFailed;
}
