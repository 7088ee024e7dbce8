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
        description:
          'Virtual and hybrid events: accounts, organizations, events, sessions, agenda and direct messages.',
        version,
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: (data) => {
      const out = jsonSchemaTransform(data);
      // An upload route (`consumes`, no body schema) takes a file's raw bytes: docs/architecture.md#route-table.
      const schema = data.schema as { consumes?: unknown } | undefined;
      const consumes = schema?.consumes;
      if (!Array.isArray(consumes) || out.schema.body) return out;
      const { 'x-upload-description': description, ...rest } = out.schema as Record<string, unknown>;
      const described = typeof description === 'string' ? { description } : {};
      return { ...out, schema: { ...rest, consumes, body: { type: 'string', format: 'binary', ...described } } };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
