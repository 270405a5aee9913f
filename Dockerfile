# Giro's production image: the standalone server of `next build` (next.config.js: output
# 'standalone') on Node 20, as a non-root user. Docs: docs/security.md, "Production start".
#
#   docker build \
#     --build-arg NEXT_PUBLIC_API_URL=https://api.example.com.br \
#     --build-arg NEXT_PUBLIC_SITE_URL=https://giro.example.com.br \
#     --build-arg NEXT_PUBLIC_FIREBASE_API_KEY=… --build-arg NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN=… \
#     --build-arg NEXT_PUBLIC_FIREBASE_PROJECT_ID=… --build-arg NEXT_PUBLIC_FIREBASE_APP_ID=… \
#     -t giro .
#   docker run -p 3000:3000 giro
#
# NEXT_PUBLIC_* are written into the browser's code at build time, so they are build arguments;
# the build stops with the list of what is missing (next.config.js).

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM node:20-bookworm-slim AS build
WORKDIR /app
ARG NEXT_PUBLIC_APP_NAME=Giro
ARG NEXT_PUBLIC_API_URL
ARG NEXT_PUBLIC_SITE_URL
ARG NEXT_PUBLIC_FIREBASE_API_KEY
ARG NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN
ARG NEXT_PUBLIC_FIREBASE_PROJECT_ID
ARG NEXT_PUBLIC_FIREBASE_APP_ID
ARG NEXT_PUBLIC_IBGE_URL
ARG NEXT_PUBLIC_VIACEP_URL
ENV NEXT_TELEMETRY_DISABLED=1 \
    NEXT_PUBLIC_APP_NAME=$NEXT_PUBLIC_APP_NAME \
    NEXT_PUBLIC_API_URL=$NEXT_PUBLIC_API_URL \
    NEXT_PUBLIC_SITE_URL=$NEXT_PUBLIC_SITE_URL \
    NEXT_PUBLIC_FIREBASE_API_KEY=$NEXT_PUBLIC_FIREBASE_API_KEY \
    NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN=$NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN \
    NEXT_PUBLIC_FIREBASE_PROJECT_ID=$NEXT_PUBLIC_FIREBASE_PROJECT_ID \
    NEXT_PUBLIC_FIREBASE_APP_ID=$NEXT_PUBLIC_FIREBASE_APP_ID \
    NEXT_PUBLIC_IBGE_URL=$NEXT_PUBLIC_IBGE_URL \
    NEXT_PUBLIC_VIACEP_URL=$NEXT_PUBLIC_VIACEP_URL
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN node scripts/build.mjs

FROM node:20-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
# Next's server with one step in front, so that `//path` redirects carry the headers (serve.mjs).
COPY --from=build --chown=node:node /app/scripts/serve.mjs ./serve.mjs
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "serve.mjs"]
