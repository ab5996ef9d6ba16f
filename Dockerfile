# syntax=docker/dockerfile:1
# The site and its API in one Node process: `docker build -t abogados .` (see docs/docker.md).
# `npm run test:image` builds it with buildah and runs the image with podman (docs/docker.md).

# Node.js 24 LTS, the major everything runs and is tested on; Debian (glibc) as on the development machines.
FROM node:24-bookworm-slim AS toolchain
# sqlite3 compiles from source with node-gyp, which needs these.
RUN apt-get update \
    && apt-get install -y --no-install-recommends python3 make g++ \
    && rm -rf /var/lib/apt/lists/*
# The npm major the lockfile is written with (the image ships an older one).
ARG NPM_VERSION=11.19.1
RUN npm install --global npm@${NPM_VERSION} --no-audit --no-fund
WORKDIR /app
# The manifests alone first, so the installs below stay cached until the dependencies change.
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY backend/package.json backend/
COPY frontend/package.json frontend/

# Compiles the shared rules (shared/dist), the site (frontend/ into backend/public) and the server (backend/dist).
FROM toolchain AS build
# Nothing the build runs needs an install script (sqlite3's is its compile: the deps stage does that).
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build

# The backend's production dependencies only (no frontend, no dev tools), sqlite3 compiled.
FROM toolchain AS deps
# Build sqlite3 against this image's own Node headers: no prebuilt binary or headers fetched from
# anywhere but the npm registry. SCARF_ANALYTICS turns off swagger-ui's install-time telemetry.
ENV npm_config_build_from_source=true \
    npm_config_nodedir=/usr/local \
    SCARF_ANALYTICS=false
RUN npm ci --omit=dev --workspace backend --include-workspace-root --no-audit --no-fund

# What runs: no compiler, no sources, no dev dependencies.
FROM node:24-bookworm-slim AS runtime
# SQLite on the volume by default; set DATABASE_URL=postgres://… to use PostgreSQL instead.
ENV NODE_ENV=production \
    DATABASE_URL=sqlite:/data/app.sqlite \
    PORT=3000 \
    HOST=0.0.0.0
WORKDIR /app
# Copied as root and left so: the server (user node) can read its code but not change it.
COPY --from=deps /app/node_modules node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/backend/package.json backend/
# How the server starts (the Node.js and malloc settings), as `npm start` does: see CMD.
COPY --from=build /app/backend/start.json /app/backend/start.mjs backend/
# The rules the server shares with the site: node_modules/@abogados/shared links to this folder.
COPY --from=build /app/shared/package.json shared/
COPY --from=build /app/shared/dist shared/dist
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/backend/public backend/public
# The SSR bundle (React and the site's code in one file) renders pages when staff change the firm's content.
COPY --from=build /app/frontend/dist-ssr frontend/dist-ssr
# The one writable place, for the SQLite file and its WAL. A new named volume starts as a copy of this
# folder, ownership included, so the node user can write there.
RUN mkdir /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# No curl in slim images: Node's own fetch asks the server, which checks its database too.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Exec form: the image's entrypoint execs node, and start.mjs replaces itself with the server (same PID) under
# backend/start.json's flags and environment, so Node gets SIGTERM itself and drains requests before exiting.
CMD ["node", "backend/start.mjs"]
