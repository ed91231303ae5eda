import fastifyHelmet, { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The Content-Security-Policy of every answer. The web app loads only its own scripts; antd writes its
 * styles into <style> elements at run time (CSS-in-JS), hence 'unsafe-inline' for styles (never for
 * scripts); images may be data: URLs (the company logo) or https. docker/nginx/tradebook-security-
 * headers.conf sends the same headers, value for value, when nginx serves the web app: keep the two alike
 * (the browser tests, frontend/e2e/security.spec.ts, compare them).
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

const HELMET_OPTIONS: FastifyHelmetOptions = {
  global: true,
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  frameguard: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  // TLS ends in front of the app (a proxy's job); a max-age sent over plain HTTP would be ignored anyway.
  strictTransportSecurity: false,
};

/**
 * The headers Helmet sends with HELMET_OPTIONS, plus Permissions-Policy, as fixed text: for the answers
 * written straight to the socket before a request exists (an unreadable request, client-errors.ts). The
 * e2e test of those answers compares them with Helmet's.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': Object.entries(CONTENT_SECURITY_POLICY)
    .map(([directive, values]) => `${directive} ${values.join(' ')}`)
    .join(';'),
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Origin-Agent-Cluster': '?1',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'X-DNS-Prefetch-Control': 'off',
  'X-Download-Options': 'noopen',
  'X-Frame-Options': 'DENY',
  'X-Permitted-Cross-Domain-Policies': 'none',
  'X-XSS-Protection': '0',
  'Permissions-Policy': PERMISSIONS_POLICY,
};

/** Whether a request path (with or without a query) is under `/<prefix>`. */
export function isUnder(prefix: string, url: string): boolean {
  const path = url.split('?', 1)[0];
  return path === `/${prefix}` || path.startsWith(`/${prefix}/`);
}

/**
 * Security headers on every answer (Helmet: Content-Security-Policy with frame-ancestors 'none',
 * X-Frame-Options DENY, X-Content-Type-Options nosniff, Referrer-Policy, Cross-Origin-Opener-Policy,
 * and the rest of Helmet's defaults but HSTS), Permissions-Policy, and `Cache-Control: no-store` on
 * every answer under `/<apiPrefix>`: API answers carry a user's data and are never kept by a browser
 * or a proxy.
 */
export function registerSecurityHeaders(fastify: FastifyInstance, apiPrefix: string): void {
  void fastify.register(fastifyHelmet, HELMET_OPTIONS);
  fastify.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (isUnder(apiPrefix, request.url)) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}
