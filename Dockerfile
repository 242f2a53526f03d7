# syntax=docker/dockerfile:1
# webreg's image: the built client and the bundled server on Node 24 LTS (.nvmrc), production
# dependencies only, run as the unprivileged `node` user. Build: docker build -t webreg .
# Run: see compose.yaml and the README's Deploy section for what it needs.

# Build: every dependency (Vite, the prerender), then `npm run build` (client, SSR prerender,
# precompressed assets, server bundle).
FROM node:24-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Production dependencies only: what the server bundle imports (express, pg, redis, pglite...).
# No install scripts: none of them needs one, and the dev-only `node` package's would fetch Node.
FROM node:24-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force

FROM node:24-slim
# SHUTDOWN_DELAY_MS: after SIGTERM the server serves on 5 s, failing /readyz, so the balancer
# takes it out before its listener closes (README, Deploy); above nginx's 4 s idle timeout.
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data \
    SHUTDOWN_DELAY_MS=5000
WORKDIR /app
# package.json marks the app's folder (the server finds its files from it); PGlite's init script
# is used only without DATABASE_URL, for a single instance on its own volume.
COPY --from=deps /app/node_modules ./node_modules
COPY package.json ./
COPY --from=build /app/dist/client ./dist/client
COPY --from=build /app/dist/server ./dist/server
COPY server/db/pglite-init.mjs ./server/db/pglite-init.mjs
COPY scripts/container-entry.sh ./scripts/container-entry.sh
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# The server's own health check (200 {"status":"ok"}); Node's fetch, as the slim image has no curl.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The stop signal the server waits SHUTDOWN_DELAY_MS on, then drains (in-flight requests
# finish, then the database closes).
STOPSIGNAL SIGTERM
ENTRYPOINT ["/app/scripts/container-entry.sh"]
