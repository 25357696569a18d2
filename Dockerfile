# syntax=docker/dockerfile:1.10
#
# Production image of the Cairn Digital site. Three stages:
#   deps     npm ci (dev dependencies included: the build type-checks and compiles CSS)
#   build    next build + scripts/post-build.ts → .next/standalone (server.js and only the
#            node_modules it traces) and .next/static
#   runtime  node:20 slim, non-root user, the standalone server, the static files, a health check
#
#   docker build -t cairn-site \
#     --build-arg SITE_URL=https://www.cairndigital.example \
#     --build-arg NEXT_PUBLIC_GTM_ID=GTM-ABC1234 \
#     --build-arg CONTENT_TODAY="$(TZ=America/New_York date +%F)" \
#     --secret id=sentry_auth_token,env=SENTRY_AUTH_TOKEN \
#     .
#   docker run -p 3000:3000 -v cairn-data:/data --env-file .env.production cairn-site
#
# Build arguments are the values fixed at build time: SITE_URL (canonical URLs, indexing), every
# NEXT_PUBLIC_ variable (inlined into the browser bundles and the CSP), the editor's host
# (EDITOR_ORIGIN) and the day the build publishes for (CONTENT_TODAY). Server secrets
# (DATABASE_URL, SMTP_URL, RECAPTCHA_SECRET_KEY, IP_HASH_SALT, LEADS_WEBHOOK_URL…) are runtime
# environment only: never build arguments, so they are in no layer. The secrets the build itself
# needs are build secrets, put in the build step's environment for that step only: the Sentry
# token (to upload source maps) and, for the content editor's GitHub mode, its three secrets
# (the build checks GitHub mode whole: lib/env.ts). The server reads those three again when it
# starts. docs/deploy.md and docs/production.md.

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS base
ENV NEXT_TELEMETRY_DISABLED=1
WORKDIR /app

# ── dependencies (cached while package-lock.json is unchanged) ───────────────────────────────
FROM base AS deps
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund

# ── build ────────────────────────────────────────────────────────────────────────────────────
FROM base AS build
COPY --from=deps /app/node_modules ./node_modules
COPY . .
ARG SITE_URL
ARG DEPLOY_ENV=production
ARG NEXT_PUBLIC_GTM_ID
ARG NEXT_PUBLIC_GTM_SCRIPT_URL
ARG NEXT_PUBLIC_RECAPTCHA_SITE_KEY
ARG NEXT_PUBLIC_ACCESSIBILITY_WIDGET_SRC
ARG NEXT_PUBLIC_ACCESSIBILITY_WIDGET_INIT
ARG NEXT_PUBLIC_ACCESSIBILITY_WIDGET_OPTIONS
ARG NEXT_PUBLIC_SENTRY_DSN
ARG NEXT_PUBLIC_SENTRY_ENVIRONMENT
ARG SENTRY_ORG
ARG SENTRY_PROJECT
ARG NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG
ARG NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO
ARG EDITOR_ORIGIN
ENV NEXT_OUTPUT=standalone \
    SITE_URL=${SITE_URL} \
    DEPLOY_ENV=${DEPLOY_ENV} \
    NEXT_PUBLIC_GTM_ID=${NEXT_PUBLIC_GTM_ID} \
    NEXT_PUBLIC_GTM_SCRIPT_URL=${NEXT_PUBLIC_GTM_SCRIPT_URL} \
    NEXT_PUBLIC_RECAPTCHA_SITE_KEY=${NEXT_PUBLIC_RECAPTCHA_SITE_KEY} \
    NEXT_PUBLIC_ACCESSIBILITY_WIDGET_SRC=${NEXT_PUBLIC_ACCESSIBILITY_WIDGET_SRC} \
    NEXT_PUBLIC_ACCESSIBILITY_WIDGET_INIT=${NEXT_PUBLIC_ACCESSIBILITY_WIDGET_INIT} \
    NEXT_PUBLIC_ACCESSIBILITY_WIDGET_OPTIONS=${NEXT_PUBLIC_ACCESSIBILITY_WIDGET_OPTIONS} \
    NEXT_PUBLIC_SENTRY_DSN=${NEXT_PUBLIC_SENTRY_DSN} \
    NEXT_PUBLIC_SENTRY_ENVIRONMENT=${NEXT_PUBLIC_SENTRY_ENVIRONMENT} \
    SENTRY_ORG=${SENTRY_ORG} \
    SENTRY_PROJECT=${SENTRY_PROJECT} \
    NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG=${NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG} \
    NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO=${NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO} \
    EDITOR_ORIGIN=${EDITOR_ORIGIN}
# The day the build publishes for, YYYY-MM-DD in New York (content/publication.ts): drafts and
# entries dated after it are left out. The daily deploy passes today's, so the step below, whose
# cache key holds every argument declared before it, is run again each day even when no file
# changed, and an entry dated today is published. Unset, the build uses its own clock.
ARG CONTENT_TODAY
# `npm run build` = the fonts cut to the content (its prebuild step), next build, then the CSP
# step that gives every script its integrity attribute and writes .next/csp-manifest.json (into
# .next/standalone/.next too). Without that step the policy is only reported, never enforced.
RUN --mount=type=secret,id=sentry_auth_token,env=SENTRY_AUTH_TOKEN \
    --mount=type=secret,id=keystatic_github_client_id,env=KEYSTATIC_GITHUB_CLIENT_ID \
    --mount=type=secret,id=keystatic_github_client_secret,env=KEYSTATIC_GITHUB_CLIENT_SECRET \
    --mount=type=secret,id=keystatic_secret,env=KEYSTATIC_SECRET \
    CONTENT_TODAY="${CONTENT_TODAY}" npm run build \
 && test -f .next/standalone/server.js \
 && test -f .next/standalone/.next/csp-manifest.json

# ── runtime ──────────────────────────────────────────────────────────────────────────────────
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    HOSTNAME=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app

# A system user without a shell or a home directory of its own; it owns only the data volume.
RUN groupadd --system --gid 1001 cairn \
 && useradd --system --uid 1001 --gid cairn --no-create-home --shell /usr/sbin/nologin cairn \
 && mkdir -p /data \
 && chown cairn:cairn /data \
 && chmod 700 /data

# The standalone server (server.js, the traced node_modules, the prerendered pages and the CSP
# manifest) and the hashed static assets. Files are root-owned and read-only to the app user.
COPY --from=build /app/.next/standalone ./
COPY --from=build /app/.next/static ./.next/static
# Files served as they are (public/icon.svg, the organization logo of the structured data).
COPY --from=build /app/public ./public
# The leads database migrations (SQL) are read from disk at start-up (server/db/open.ts). The
# trace happens to include them today; copying them keeps the image right if it stops doing so.
# (PGlite, WebAssembly included, is bundled into the server chunks: nothing to copy.)
COPY --from=build /app/server/migrations ./server/migrations
# The server guard's hook, loaded before the server listens (CMD): plain JavaScript, not traced.
COPY --from=build /app/server/preload.mjs ./server/preload.mjs
COPY --from=build /app/server/http/server-hook.mjs ./server/http/server-hook.mjs

# Leads are stored in embedded PGlite under DATA_DIR unless DATABASE_URL points at Postgres:
# keep it on a volume (and back it up; see README), or set DATABASE_URL for several instances.
VOLUME ["/data"]
USER cairn
EXPOSE 3000

# GET /api/health answers 200 when the database answers (503 otherwise).
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]

# Next.js's standalone server handles SIGTERM: in-flight requests finish before it exits.
# server/preload.mjs puts the server guard in front before the server listens.
CMD ["node", "--import", "./server/preload.mjs", "server.js"]
