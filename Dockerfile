# syntax=docker/dockerfile:1
# Souq Designers: one image for every server process (docs/decisions/037). Several containers of it
# serve one site when they share DATABASE_URL, JWT_SECRET and the S3_* bucket (compose.yaml).
#
#   docker build -t souq .
#   docker run -p 3000:3000 -e PUBLIC_URL=http://localhost:3000 souq   # embedded database in /app/.data

ARG NODE_VERSION=20.20

# --- build: every dependency, then the React Router build and the compiled server (apps/web/build) --
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/web/package.json apps/web/
COPY packages/core/package.json packages/core/
COPY packages/api/package.json packages/api/
COPY packages/testing/package.json packages/testing/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- runtime: production dependencies only and the build; no TypeScript source and no tsx ---------
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/.data \
    LOG_LEVEL=info
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/web/package.json apps/web/
COPY packages/core/package.json packages/core/
COPY packages/api/package.json packages/api/
COPY packages/testing/package.json packages/testing/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
# The compiled server reads these data files where they sit in the repository (scripts/build-server.mjs):
# migrations, the GraphQL schema, the logo the icons are drawn from, the service worker. The hook
# loads React Router's production build.
COPY packages/core/drizzle packages/core/drizzle
COPY packages/api/src/schema.graphql packages/api/src/
COPY apps/web/public/favicon.svg apps/web/public/
COPY apps/web/server/service-worker.js apps/web/server/use-production-modules.mjs apps/web/server/production-modules.mjs apps/web/server/
COPY --from=build /app/apps/web/build apps/web/build
# The node image's unprivileged user owns only the data folder (embedded database, uploads, outbox).
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
VOLUME ["/app/.data"]
EXPOSE 3000
# /healthz answers while the process serves; /readyz also checks the database (for a load balancer).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Migrations run at start under an advisory lock (one process at a time); SIGTERM drains requests.
# A staff account: docker compose exec app node apps/web/build/app-server/admin-create.js --email …
CMD ["node", "--import", "./apps/web/server/use-production-modules.mjs", "apps/web/build/app-server/index.js"]
