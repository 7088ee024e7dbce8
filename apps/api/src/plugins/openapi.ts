import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI 3 generated from the contracts' zod schemas: /api/docs (UI) and /api/docs/json. */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Atria API',
        description: 'Virtual and hybrid events: accounts, organizations, events, sessions, agenda and direct messages.',
        version,
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: (data) => {
      const out = jsonSchemaTransform(data);
      // An upload route (`consumes`, no body schema) takes the image's raw bytes: docs/images.md#uploading.
      const consumes: unknown = (data.schema as { consumes?: unknown } | undefined)?.consumes;
      if (!Array.isArray(consumes) || out.schema.body) return out;
      return { ...out, schema: { ...out.schema, consumes, body: { type: 'string', format: 'binary' } } };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
