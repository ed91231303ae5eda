# syntax=docker/dockerfile:1
#
# Tradebook images, built from the repository root (docker compose does this for you):
#   docker build -f docker/backend.Dockerfile -t tradebook-app .                  the app (API + built web app)
#   docker build -f docker/backend.Dockerfile --target proxy -t tradebook-proxy .  nginx + the built web app
#
# The app image alone is a complete one-container install (embedded PostgreSQL under /data, web app
# served by the app); in docker-compose.yml the proxy serves the web app and balances /api over the
# app instances, which then use PostgreSQL through DATABASE_URL.

# Base images are written out in each FROM (not ARGs) so Dependabot can keep them current.

# ---- all dependencies, for the build --------------------------------------------------------------
FROM node:26.12-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund

# ---- build: the web app (frontend/dist) and the server (backend/dist) --------------------------------
FROM deps AS build
COPY . .
RUN npm run build

# ---- production dependencies of the server only ---------------------------------------------------
FROM node:26.12-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci --omit=dev --workspace backend --no-audit --no-fund \
 && mkdir -p backend/node_modules \
 && npm cache clean --force

# ---- the reverse proxy ---------------------------------------------------------------------------
FROM nginx:1.30-alpine AS proxy
LABEL org.opencontainers.image.title="Tradebook proxy" \
      org.opencontainers.image.description="nginx: the Tradebook web app, and /api balanced over the app instances"
COPY docker/nginx/ /etc/nginx/tradebook/
RUN mv /etc/nginx/tradebook/40-tradebook-config.sh /docker-entrypoint.d/40-tradebook-config.sh \
 && chmod 0755 /docker-entrypoint.d/40-tradebook-config.sh /etc/nginx/tradebook/render.sh
COPY --from=build /app/frontend/dist /usr/share/nginx/html
ENV APP_UPSTREAMS="app1:3000 app2:3000" \
    NGINX_LISTEN=8080 \
    FRONTEND_ROOT=/usr/share/nginx/html \
    ACCESS_LOG=/dev/stdout
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=10s --retries=3 \
  CMD wget -q -O /dev/null http://127.0.0.1:8080/ || exit 1

# ---- the app (default target) ---------------------------------------------------------------------
FROM node:26.12-bookworm-slim AS app
LABEL org.opencontainers.image.title="Tradebook" \
      org.opencontainers.image.description="Tradebook back office: the API and the web app (embedded database, or PostgreSQL via DATABASE_URL)"
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data \
    BACKUP_DIR=/backups
WORKDIR /app
COPY --from=prod-deps /app/package.json ./
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=prod-deps /app/backend/node_modules ./backend/node_modules
COPY --from=build /app/backend/package.json ./backend/
COPY --from=build /app/backend/dist ./backend/dist
COPY --from=build /app/frontend/dist ./frontend/dist
# The image's own user "node" (uid 1000) owns only what it writes: the embedded database and backups.
RUN mkdir -p /data /backups && chown node:node /data /backups
USER node
EXPOSE 3000
# SIGTERM: stop accepting, finish requests in flight, close the pool and the embedded database.
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The same command as `npm start` (check-infra compares them); the heap cap: docs/DECISIONS.md.
CMD ["node", "--max-old-space-size=1024", "backend/dist/main.js"]
