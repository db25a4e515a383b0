import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.tokens';
import { AppError } from '../../platform/http/app-error';

/** True when the Content-Type header names JSON (application/json, with or without parameters). */
function isJsonContentType(header: string | undefined): boolean {
  const mediaType = header?.split(';')[0]?.trim().toLowerCase();
  return mediaType === 'application/json';
}

/**
 * Auth routes take JSON only: a cross-site HTML form can only send urlencoded, multipart or text/plain bodies (JSON
 * needs a CORS preflight the browser will not pass), so refusing those closes login CSRF by form. A request without
 * a Content-Type (refresh and logout send no body) passes; anything else is 415 with the error envelope.
 */
@Injectable()
export class JsonOnlyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (request.method === 'GET' || request.method === 'HEAD') return true;
    const type = request.headers['content-type'];
    if (type === undefined || isJsonContentType(type)) return true;
    throw new AppError('HTTP.UNSUPPORTED_MEDIA_TYPE', 'This endpoint accepts application/json only.');
  }
}

const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins a browser may call the refresh-cookie routes from: PUBLIC_URL, ADMIN_URL and CORS_ORIGINS (not `*`).
 * In the local profile a loopback origin also stands for its aliases on the same port (localhost, 127.0.0.1, [::1]):
 * the local shop listens on 127.0.0.1, and opening it as http://127.0.0.1:3000 while PUBLIC_URL says localhost must
 * not break signing in. Only this machine can serve a loopback origin, so no other site gains anything.
 */
export function trustedOrigins(config: AppConfig): Set<string> {
  const origins = new Set<string>();
  for (const url of [config.publicUrl, config.adminUrl, ...config.corsOrigins]) {
    if (url === '*') continue;
    try {
      const parsed = new URL(url);
      origins.add(parsed.origin);
      if (config.profile === 'local' && LOOPBACK_HOSTS.includes(parsed.hostname)) {
        for (const host of LOOPBACK_HOSTS) {
          origins.add(`${parsed.protocol}//${host}${parsed.port ? `:${parsed.port}` : ''}`);
        }
      }
    } catch {
      // loadConfig has already refused anything that is not a URL.
    }
  }
  return origins;
}

/**
 * Routes that set or use the refresh cookie (login, register, refresh, logout) refuse a browser request from any
 * other origin (403 AUTH.ORIGIN_FORBIDDEN), so another site cannot sign a visitor in to, or out of, an account. A
 * request without Origin passes: browsers always send Origin on a cross-site POST, so a missing one means a
 * non-browser client (curl, a server), which cannot ride on a visitor's cookies anyway.
 */
@Injectable()
export class TrustedOriginGuard implements CanActivate {
  private readonly origins: Set<string>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.origins = trustedOrigins(config);
  }

  canActivate(context: ExecutionContext): boolean {
    const origin = context.switchToHttp().getRequest<FastifyRequest>().headers.origin;
    if (origin === undefined || this.isTrusted(origin)) return true;
    throw new AppError('AUTH.ORIGIN_FORBIDDEN', 'Requests from this origin are not allowed.');
  }

  private isTrusted(origin: string): boolean {
    try {
      const parsed = new URL(origin);
      // 'null' (sandboxed frames, file:) and non-tuple origins parse to the opaque origin 'null'.
      return parsed.origin !== 'null' && this.origins.has(parsed.origin);
    } catch {
      return false;
    }
  }
}
