# The admin app: a static build on its own origin, served by nginx. Build from the repo root:
#   docker build -f docker/admin.Dockerfile -t petart-admin .
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json nx.json tsconfig.base.json ./
COPY domain/package.json domain/
COPY backend/package.json backend/
COPY shop-frontend/package.json shop-frontend/
COPY admin-frontend/package.json admin-frontend/
RUN npm ci --no-audit --no-fund
COPY domain domain
COPY shop-frontend shop-frontend
COPY admin-frontend admin-frontend
RUN npx nx run build admin-frontend

FROM nginx:1.27-alpine
COPY docker/admin-nginx.conf /etc/nginx/templates/default.conf.template
COPY --from=build /app/admin-frontend/dist /usr/share/nginx/html
# API_URL is written into /runtime-config.js at container start (envsubst of the template below).
COPY docker/admin-runtime-config.js.template /etc/nginx/templates/runtime-config.js.template
ENV API_URL=http://localhost:3000/api
EXPOSE 80
CMD ["/bin/sh", "-c", "envsubst < /etc/nginx/templates/runtime-config.js.template > /usr/share/nginx/html/runtime-config.js && exec /docker-entrypoint.sh nginx -g 'daemon off;'"]
