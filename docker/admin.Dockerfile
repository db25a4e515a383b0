# The admin app: a static build on its own origin, served by nginx (docker/admin-nginx.conf). Build from the repo root:
#   docker build -f docker/admin.Dockerfile -t petart-admin .
FROM node:24.22.3-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json nx.json tsconfig.base.json ./
COPY domain/package.json domain/
COPY domain/web-shared/package.json domain/web-shared/
COPY backend/package.json backend/
COPY shop-frontend/package.json shop-frontend/
COPY admin-frontend/package.json admin-frontend/
RUN npm ci --no-audit --no-fund
# domain/ carries @petart/web-shared (domain/web-shared): the admin app no longer needs the shop's sources.
COPY domain domain
COPY admin-frontend admin-frontend
RUN npx nx run build admin-frontend

# Debian's nginx with its brotli_static module (the official nginx image has no brotli): every built text file has a
# name.br and a name.gz beside it, and the browser gets the smallest one it accepts.
FROM debian:12.15-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static gettext-base \
  && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
  && ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log
COPY docker/admin-nginx.conf /etc/nginx/templates/admin.conf.template
COPY --from=build /app/admin-frontend/dist /usr/share/nginx/html
# API_URL is written into the server's policy and /runtime-config.js at container start. Only API_URL is substituted:
# nginx's own variables ($uri) stay as they are.
COPY docker/admin-runtime-config.js.template /etc/nginx/templates/runtime-config.js.template
ENV API_URL=http://localhost:3000/api
EXPOSE 80
CMD ["/bin/sh", "-c", "envsubst '$API_URL' < /etc/nginx/templates/admin.conf.template > /etc/nginx/conf.d/admin.conf && envsubst '$API_URL' < /etc/nginx/templates/runtime-config.js.template > /usr/share/nginx/html/runtime-config.js && exec nginx -g 'daemon off;'"]
