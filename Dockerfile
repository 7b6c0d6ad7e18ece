# The production server: the static site (both locales) and the inquiry API, one process.
# Build:  docker build -t holoreal-site --build-arg SITE_URL=https://www.holoreal.jp .
# Run:    docker run -d -p 3000:3000 -v holoreal-data:/data holoreal-site   (or -e DATABASE_URL=...)
# Build-time settings (SITE_URL, GTAG_ID, SUPABASE_URL, SUPABASE_ANON_KEY) are passed with --build-arg. The
# context holds no .git (.dockerignore): docs pages show no last-updated date and the build id ends in -nogit.

FROM node:24-bookworm-slim AS build
WORKDIR /app
ARG SITE_URL
ARG GTAG_ID
ARG SUPABASE_URL
ARG SUPABASE_ANON_KEY
ENV SITE_URL=${SITE_URL} GTAG_ID=${GTAG_ID} SUPABASE_URL=${SUPABASE_URL} SUPABASE_ANON_KEY=${SUPABASE_ANON_KEY}
COPY package.json package-lock.json .npmrc ./
# patches/ is applied by the postinstall script (patch-package).
COPY patches ./patches
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm run build:server

FROM node:24-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data BUILD_DIR=/app/build
# Exactly what runs: the compiled server (dist/server: index.js, cli.js, migrations, its own package.json and
# lockfile naming only its runtime packages), those packages, and the site's build.
COPY --from=build /app/dist/server ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/build ./build
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Readiness: the build is loaded and the database answers and is migrated (/readyz); on the port the server uses.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "index.js"]
