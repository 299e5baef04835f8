// The document's JSON schemas, generated from zod: the components (request bodies and answers of
// components.ts) and a route's query parameters, spelled as OpenAPI 3.0 wants them.
import { z } from 'zod';
import { REQUEST_SCHEMAS, RESPONSE_SCHEMAS } from './components.js';

/** Component schemas generated from the zod registries (input shape for requests). */
export function components(): Record<string, object> {
  const build = (schemas: Record<string, z.ZodType>, io: 'input' | 'output') => {
    const registry = z.registry<{ id: string }>();
    for (const [id, schema] of Object.entries(schemas)) registry.add(schema, { id });
    const out = z.toJSONSchema(registry, {
      target: 'openapi-3.0',
      io,
      unrepresentable: 'any',
      uri: (id) => `#/components/schemas/${id}`,
    }) as { schemas: Record<string, Record<string, unknown>> };
    for (const schema of Object.values(out.schemas)) delete schema.$id;
    return fixNullables(out.schemas) as Record<string, Record<string, unknown>>;
  };
  return { ...build(REQUEST_SCHEMAS, 'input'), ...build(RESPONSE_SCHEMAS, 'output') };
}

/**
 * zod writes a nullable reference or union as {nullable: true, $ref|anyOf}; OpenAPI 3.0 wants
 * `nullable` beside a `type`, so the null is spelled as an alternative of its own.
 */
function fixNullables(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(fixNullables);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) out[key] = fixNullables(value);
  // A lone reference wrapped in allOf (zod's way of keeping a sibling) is the reference itself.
  const keys = Object.keys(out);
  if (keys.length === 1 && Array.isArray(out.allOf) && out.allOf.length === 1) return out.allOf[0];
  if (out.nullable === true && out.type === undefined) {
    delete out.nullable;
    return { anyOf: [out, { type: 'object', nullable: true, enum: [null] }] };
  }
  return out;
}

/** The query parameters of a route, from the zod schema it validates its query with. */
export function queryParameters(query: z.ZodObject): object[] {
  const schema = z.toJSONSchema(query, {
    target: 'openapi-3.0',
    io: 'input',
    unrepresentable: 'any',
  }) as { properties?: Record<string, object>; required?: string[] };
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}
