// The attacks of hostile-bodies.api.spec.ts: how a route's valid JSON body is described, every
// way it is spoiled (wrong types, dropped fields, huge arrays, deep nesting, prototype keys,
// unknown fields), and whether the server must refuse each spoiled body.
export const ATTACKER_KEY = 'attacker-chosen-view-key-000000000000000000';

export interface FieldSpec {
  type: 'string' | 'number' | 'boolean' | 'array' | 'object';
  optional?: boolean;
  nullable?: boolean;
  /** z.coerce: '5', true or ['5'] may pass as numbers. */
  coerce?: boolean;
  /** An element for the huge-array attack (default: the valid body's first element, or 'x'). */
  hugeElement?: unknown;
}

export interface BodyRoute {
  /** 'rep': a live view key of company A (X-View-Key). */
  as: 'nobody' | 'admin' | 'super' | 'freshAdmin' | 'rep';
  path?: () => Promise<string> | string;
  valid?: () => Promise<unknown> | unknown;
  /** Paths into the valid body ('data.title', '0.id'; '' is the body itself). */
  fields?: Record<string, FieldSpec>;
  /** zod .strict(): unknown keys are refused. */
  strict?: boolean;
  /** The route reads no JSON body. */
  noBody?: boolean;
  /** The route takes a multipart file only: every JSON body is a 400. */
  multipart?: boolean;
  after?: () => Promise<unknown>;
}

export type Mutation =
  | { kind: 'whole'; value: unknown }
  | { kind: 'wrongType'; field: string; value: unknown }
  | { kind: 'oddValue'; field: string; value: unknown }
  | { kind: 'drop'; field: string }
  | { kind: 'huge'; field: string }
  | { kind: 'deep'; field: string; shape: 'array' | 'object' }
  | { kind: 'proto' }
  | { kind: 'unknown' };

const WHOLE_BODIES: unknown[] = [[], {}, 'x', 1, null, true, [[]], [{}], [1, 2]];
const WRONG_VALUES: unknown[] = ['x', 12345, true, null, [], {}, [1, 2], { a: 1 }];
/** Values of the right type that a database or a parser may still choke on. */
const ODD_VALUES: Record<string, unknown[]> = {
  string: [
    'a\u0000b@x.example',
    '\ud800@x.example',
    'x'.repeat(100_000),
    '',
    '  ',
    '<script>window.__pwned=1</script>@x',
  ],
  number: [99_999_999_999, -1, 0, 1.5, 1e308, -0, 2_147_483_648],
  boolean: [true, false],
  array: [['a\u0000b@x.example'], [99_999_999_999], ['\ud800']],
  object: [{ title: 'a\u0000b' }, { inputs: [{ id: 'a\u0000', label: 'x' }] }],
};
const UNKNOWN_FIELDS = {
  company_id: 1,
  companyId: 1,
  admin: true,
  super: true,
  user_id: 1,
  revoked_at: null,
  view_key: ATTACKER_KEY,
  custom_features: ['whatif-calc'],
  extra: '<script>window.__pwned=1</script>',
};
const DEEP = 10_000;
const HUGE = 100_000;

const jsonType = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** Whether the server must refuse the mutated body (else it may accept it; never a 5xx). */
export function mustRefuse(route: BodyRoute, m: Mutation): boolean {
  if (route.multipart) return true;
  if (m.kind === 'whole' && (m.value === null || typeof m.value !== 'object')) return true; // body parser: strict JSON
  if (route.noBody) return false;
  const root = route.fields?.[''];
  const required = Object.entries(route.fields ?? {}).some(
    ([path, f]) => path !== '' && !f.optional,
  );
  switch (m.kind) {
    case 'whole': {
      const isArray = Array.isArray(m.value);
      if (isArray !== (root?.type === 'array')) return true;
      const empty = isArray
        ? (m.value as unknown[]).length === 0
        : Object.keys(m.value as object).length === 0;
      return empty ? required && !isArray : true;
    }
    case 'oddValue':
      return false;
    case 'wrongType': {
      const spec = route.fields![m.field];
      if (spec.coerce) return false;
      if (m.value === null && spec.nullable) return false;
      return true;
    }
    case 'drop':
      return !route.fields![m.field].optional;
    case 'huge':
      return true;
    case 'deep':
      return !(m.shape === 'object' && route.fields![m.field].type === 'object');
    case 'proto':
    case 'unknown':
      return Boolean(route.strict);
  }
}

function getAt(body: unknown, path: string): unknown {
  return path === ''
    ? body
    : path.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)?.[k], body);
}

function setAt(body: unknown, path: string, value: unknown, drop = false): unknown {
  if (path === '') return value;
  const keys = path.split('.');
  const parent = keys
    .slice(0, -1)
    .reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], body) as Record<string, unknown>;
  if (drop) delete parent[keys[keys.length - 1]];
  else parent[keys[keys.length - 1]] = value;
  return body;
}

/** The request body as JSON text: deep nesting and __proto__ keys cannot go through JSON.stringify. */
export function mutate(route: BodyRoute, valid: unknown, m: Mutation): string {
  const body = structuredClone(valid ?? {});
  const PLACEHOLDER = 'hostile-deep-placeholder';
  switch (m.kind) {
    case 'whole':
      return JSON.stringify(m.value);
    case 'wrongType':
    case 'oddValue':
      return JSON.stringify(setAt(body, m.field, m.value));
    case 'drop':
      return JSON.stringify(setAt(body, m.field, undefined, true));
    case 'huge': {
      const spec = route.fields![m.field];
      const current = getAt(body, m.field);
      const element =
        'hugeElement' in spec
          ? spec.hugeElement
          : Array.isArray(current) && current.length
            ? current[0]
            : 'x';
      return JSON.stringify(
        setAt(
          body,
          m.field,
          Array.from({ length: HUGE }, () => element),
        ),
      );
    }
    case 'deep': {
      const nested =
        m.shape === 'array'
          ? `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`
          : `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`;
      return JSON.stringify(setAt(body, m.field, PLACEHOLDER)).replace(`"${PLACEHOLDER}"`, nested);
    }
    case 'proto': {
      const polluters =
        '"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}}';
      const text = JSON.stringify(body);
      // At the top level, and inside every object of the body.
      return text.replace(/\{(?!\})/g, `{${polluters},`).replace(/\{\}/g, `{${polluters}}`);
    }
    case 'unknown': {
      const withExtras = (o: unknown) =>
        o && typeof o === 'object' && !Array.isArray(o)
          ? { ...UNKNOWN_FIELDS, ...(o as object) }
          : o;
      return JSON.stringify(Array.isArray(body) ? body.map(withExtras) : withExtras(body));
    }
  }
}

/** Every mutation worth one request on this route, for the deterministic sweep. */
export function mutationsOf(route: BodyRoute): Mutation[] {
  const all: Mutation[] = WHOLE_BODIES.map((value) => ({ kind: 'whole', value }));
  all.push({ kind: 'proto' }, { kind: 'unknown' });
  for (const [field, spec] of Object.entries(route.fields ?? {})) {
    if (field === '') {
      all.push({ kind: 'huge', field });
      continue;
    }
    for (const value of WRONG_VALUES) {
      if (jsonType(value) !== spec.type) all.push({ kind: 'wrongType', field, value });
    }
    for (const value of ODD_VALUES[spec.type]) all.push({ kind: 'oddValue', field, value });
    all.push(
      { kind: 'drop', field },
      { kind: 'huge', field },
      { kind: 'deep', field, shape: 'array' },
    );
    all.push({ kind: 'deep', field, shape: 'object' });
  }
  return all;
}
