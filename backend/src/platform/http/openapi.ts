import { OpenAPIRegistry, OpenApiGeneratorV3 } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';

export const ZErrorEnvelopeSchema = z
  .object({
    status: z.literal('FAIL'),
    data: z.object({
      errors: z.array(z.object({ code: z.string().meta({ example: 'ERR_AUTH_0015' }), description: z.string() })),
    }),
  })
  .meta({ id: 'ErrorEnvelope' });

export function successEnvelope(data: z.ZodType): z.ZodType {
  return z.object({ status: z.literal('SUCCESS'), data });
}

export function createOpenApiRegistry(): OpenAPIRegistry {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'AccessKey', { type: 'apiKey', in: 'header', name: 'AccessKey' });
  registry.registerComponent('securitySchemes', 'Bearer', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  return registry;
}

export function generateOpenApiDocument(registry: OpenAPIRegistry): object {
  return new OpenApiGeneratorV3(registry.definitions).generateDocument({
    openapi: '3.0.3',
    info: {
      title: 'M-Flow toll portal API',
      version: '1.0.0',
      description:
        'Every call carries the common headers transactionId, requestDate, language (TH|EN), source and systemCode. ' +
        'Answers are wrapped in {status, data}; failures carry data.errors[{code, description}] in the request language.',
      // Not open source: the API is offered under the portal's terms of use.
      license: { name: 'M-Flow terms of use', url: '/mflow/terms' },
    },
    servers: [{ url: '/' }],
  });
}
